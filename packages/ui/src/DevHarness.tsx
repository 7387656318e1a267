import { BrowserRouter, NavLink, Navigate, Route, Routes } from '@marquee/router';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { GlobalStyle } from './GlobalStyle';
import { Logo } from './Logo';
import { ThemeProvider } from './ThemeProvider';

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const BarInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.sm};
`;

const Name = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface HarnessEntry {
  /** Route pattern, the same as the shell's (e.g. `/movie/:id`). */
  path: string;
  /** A concrete URL for the link when `path` has parameters (e.g. `/movie/550`). */
  href?: string;
  label: string;
  element: ReactNode;
}

/**
 * Renders one remote's exposed modules on its own, with the shell's theme and routing, so a remote can
 * be developed with `npm run dev` without the shell.
 */
export function DevHarness({ name, entries }: { name: string; entries: HarnessEntry[] }) {
  return (
    <ThemeProvider>
      <GlobalStyle />
      <BrowserRouter>
        <Bar>
          <BarInner>
            <Logo size={24} />
            <Name>{name} · standalone</Name>
            <Links aria-label={`${name} pages`}>
              {entries.map((entry) => (
                <NavLink key={entry.path} to={entry.href ?? entry.path} end>
                  {entry.label}
                </NavLink>
              ))}
            </Links>
          </BarInner>
        </Bar>
        <main>
          <Routes>
            {entries.map((entry) => (
              <Route key={entry.path} path={entry.path} element={entry.element} />
            ))}
            {entries[0] && (
              <Route path="*" element={<Navigate to={entries[0].href ?? entries[0].path} replace />} />
            )}
          </Routes>
        </main>
      </BrowserRouter>
    </ThemeProvider>
  );
}
