import { pageExample, pages, pagesOfRemote, type RemoteName } from '@marquee/contracts/pages';
import { BrowserRouter, NavLink, Navigate, Route, Routes } from '@marquee/router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider, type createStore } from 'jotai';
import { lazy, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { Container } from './Container';
import { GlobalStyle } from './GlobalStyle';
import { Logo } from './Logo';
import { useUiMessages } from './messages';
import { Spinner } from './Spinner';
import { ThemeProvider } from './ThemeProvider';
import { theme } from './theme';

const Bar = styled.header`
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const BarInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  padding-block: ${theme.space.sm};
`;

const Name = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};

  a {
    color: ${theme.colors.textMuted};
  }
  a[aria-current='page'] {
    color: ${theme.colors.accent};
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

/** Loads a page of the remote by its module name: `(module) => import(\`./pages/${module}.tsx\`)`. */
export type PageLoader = (module: string) => Promise<{ default: ComponentType }>;

/** One entry per page the page table gives `remote`, each loaded on first visit. */
export function pageEntries(remote: RemoteName, loadPage: PageLoader): HarnessEntry[] {
  return pagesOfRemote(remote).map((name) => {
    const { path, module, title } = pages[name];
    const Page = lazy(() => loadPage(module));
    return { path, href: pageExample(name), label: title, element: <Page /> };
  });
}

export interface DevHarnessProps {
  name: string;
  entries: HarnessEntry[];
  /** The product's one jotai store and QueryClient (@marquee/client), which the shell provides in the product. */
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
}

/**
 * Renders one remote's exposed modules on its own, with the shell's providers, theme and routing, so a
 * remote can be developed with `npm run dev` without the shell.
 */
export function DevHarness({ name, entries, store, queryClient }: DevHarnessProps) {
  const { t } = useUiMessages();
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <GlobalStyle />
          <BrowserRouter>
            <Bar>
              <BarInner>
                <Logo size={24} />
                <Name>{t('harness.standalone', { name })}</Name>
                <Links aria-label={t('harness.pages', { name })}>
                  {entries.map((entry) => (
                    <NavLink key={entry.path} to={entry.href ?? entry.path} end>
                      {entry.label}
                    </NavLink>
                  ))}
                </Links>
              </BarInner>
            </Bar>
            <main>
              <Suspense fallback={<Spinner />}>
                <Routes>
                  {entries.map((entry) => (
                    <Route key={entry.path} path={entry.path} element={entry.element} />
                  ))}
                  {entries[0] && (
                    <Route path="*" element={<Navigate to={entries[0].href ?? entries[0].path} replace />} />
                  )}
                </Routes>
              </Suspense>
            </main>
          </BrowserRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </Provider>
  );
}

export interface DevHarnessOptions extends Pick<DevHarnessProps, 'store' | 'queryClient'> {
  remote: RemoteName;
  loadPage: PageLoader;
  /** Entries for the widgets the remote exposes, with example props. */
  widgets?: HarnessEntry[];
}

/** A remote's standalone page (its `src/bootstrap.tsx`): its pages from the page table, then its widgets. */
export function startDevHarness({ remote, loadPage, widgets = [], ...providers }: DevHarnessOptions) {
  const entries = [...pageEntries(remote, loadPage), ...widgets];
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <DevHarness name={remote} entries={entries} {...providers} />
    </StrictMode>,
  );
}
