import { ThemeProvider } from '@marquee/ui';
import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <div data-testid="location" hidden>
      {pathname}
    </div>
  );
}

/** Renders `ui` at `route` with the theme and a router, and shows where navigation went. */
export function renderAt(route: string, ui: ReactNode) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
