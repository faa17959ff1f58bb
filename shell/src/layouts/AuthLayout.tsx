import { Outlet } from 'react-router';
import styled from 'styled-components';
import { ConnectedErrorBanner } from './ConnectedErrorBanner';
import { QuotesCarousel } from './QuotesCarousel';

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  grid-template-areas: 'quotes content';
  & > [data-testid='quotes-carousel'] {
    grid-area: quotes;
  }
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    flex-direction: column;
  }
`;
const Main = styled.main`
  grid-area: content;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 48px 24px 96px;
  ${({ theme }) => theme.media.mobile} {
    padding: 24px 16px 32px;
    align-items: flex-start;
  }
`;

/** Auth layout: quotes carousel on the left, page content, error banner at the bottom. */
export function AuthLayout() {
  return (
    <Frame data-testid="auth-layout">
      <Main id="main">
        <Outlet />
      </Main>
      <QuotesCarousel />
      <ConnectedErrorBanner />
    </Frame>
  );
}
