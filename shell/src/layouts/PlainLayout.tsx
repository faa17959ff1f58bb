import { Outlet } from '@inscriptions/shared/router';
import { styled } from '@inscriptions/shared/ui';
import { ConnectedErrorBanner } from './ConnectedErrorBanner';
import { Logo } from './Logo';

const Header = styled.header`
  padding: 16px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Main = styled.main`
  padding: 32px 24px 96px;
  display: flex;
  justify-content: center;
`;

/** Static pages (policies) and the not-found page. */
export function PlainLayout() {
  return (
    <>
      <Header>
        <Logo />
      </Header>
      <Main id="main">
        <Outlet />
      </Main>
      <ConnectedErrorBanner />
    </>
  );
}
