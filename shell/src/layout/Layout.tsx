import { Outlet } from '@marquee/router';
import { theme } from '@marquee/ui';
import styled from 'styled-components';
import { useShellMessages } from '../messages';
import { OfflineNotice } from '../installable/OfflineNotice';
import { useForgetAnswersOnSignOut } from '../installable/useForgetAnswersOnSignOut';
import { Footer } from './Footer';
import { NavBar } from './navBar/NavBar';

const SkipLink = styled.a`
  position: absolute;
  top: -100px;
  inset-inline-start: ${theme.space.md};
  z-index: ${theme.zIndices.menu};
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};

  &:focus {
    top: ${theme.space.xs};
  }
`;

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  /* the footer starts below the fold, so it does not jump when a page replaces its loading spinner */
  min-height: 100vh;
  /* the navigation bar is fixed: keep content clear of it */
  padding-top: ${theme.layout.navHeight};

  &:focus {
    outline: none;
  }
`;

/** The frame around every page: navigation bar, the page, footer. */
export function Layout() {
  const { t } = useShellMessages();
  useForgetAnswersOnSignOut();
  return (
    <Shell>
      <SkipLink href="#main">{t('layout.skipLink')}</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        <OfflineNotice />
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
