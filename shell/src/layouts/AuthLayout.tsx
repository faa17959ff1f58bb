import { useEffect } from 'react';
import { hrefs } from '@inscriptions/shared/federation';
import { Outlet, useLocation } from '@inscriptions/shared/router';
import { styled } from '@inscriptions/shared/ui';
import { ConnectedErrorBanner } from './ConnectedErrorBanner';
import { Brand } from './Logo';
import { QuotesCarousel } from './QuotesCarousel';
import { prepareSignInLanding } from '../pages/afterSignIn';

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
const Content = styled.div`
  grid-area: content;
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    flex: 1 0 auto;
  }
`;
const Header = styled.header`
  padding: 24px 32px 0;
  ${({ theme }) => theme.media.mobile} {
    padding: 16px 16px 0;
  }
`;
const Main = styled.main`
  flex: 1 0 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 32px 24px 96px;
  ${({ theme }) => theme.media.mobile} {
    padding: 24px 16px 32px;
    align-items: flex-start;
  }
`;

/** Auth layout: quotes carousel on the left, the product's name above the page content, error banner at the bottom. */
export function AuthLayout() {
  const { pathname, search } = useLocation();
  const awaitingPassword = pathname === hrefs.signIn() && new URLSearchParams(search).has('interaction');
  useEffect(() => (awaitingPassword ? prepareSignInLanding() : undefined), [awaitingPassword]);
  return (
    <Frame data-testid="auth-layout">
      <Content>
        <Header>
          <Brand />
        </Header>
        <Main id="main">
          <Outlet />
        </Main>
      </Content>
      <QuotesCarousel />
      <ConnectedErrorBanner />
    </Frame>
  );
}
