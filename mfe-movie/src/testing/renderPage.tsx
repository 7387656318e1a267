import { ThemeProvider } from '@marquee/ui';
import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { type InitialEntry, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StyleSheetManager } from 'styled-components';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';

/**
 * A page of this remote at `route` (a URL, or a location with navigation state), with the theme and a
 * router, as the shell renders it.
 */
export function renderPage(path: string, page: ReactNode, route: InitialEntry) {
  return render(
    <StyleSheetManager target={document.createElement('div')}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={page} />
            {/* Where the page sends the visitor (/login, other films): the location probe tells. */}
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </StyleSheetManager>,
  );
}
