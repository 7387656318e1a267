import { ThemeProvider } from '@marquee/ui';
import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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

/** A page of this remote at `route`, with the theme and a router, as the shell renders it. */
export function renderPage(path: string, page: ReactNode, route: string) {
  return render(
    <StyleSheetManager target={document.createElement('div')}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </StyleSheetManager>,
  );
}
