import { Outlet } from '@marquee/router';
import styled from 'styled-components';
import { Footer } from './Footer';
import { NavBar } from './navBar/NavBar';

const SkipLink = styled.a`
  position: absolute;
  top: -100px;
  left: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.menu};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};

  &:focus {
    top: ${({ theme }) => theme.space.xs};
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
  padding-top: ${({ theme }) => theme.layout.navHeight};

  &:focus {
    outline: none;
  }
`;

/** The frame around every page: navigation bar, the page, footer. */
export function Layout() {
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Shell>
  );
}
