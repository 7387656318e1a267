import { logoutAtom, marqueeStore, tokenAtom, userAtom } from '@marquee/client';
import { ThemeProvider } from '@marquee/ui';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { StyleSheetManager } from 'styled-components';

export function signIn() {
  marqueeStore.set(tokenAtom, 'session-token');
  marqueeStore.set(userAtom, {
    id: 'u1',
    name: 'Ada',
    email: 'ada@example.com',
    role: 'user',
    isGoogleUser: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
}

export const signOut = () => marqueeStore.set(logoutAtom);

/**
 * A screen of this remote with the theme, the shared store and a router, as the shell renders it. The
 * styles go into the document (not a detached node), so tests can read the SPEC colours as computed.
 */
export function renderAi(ui: ReactNode) {
  return render(
    <StyleSheetManager target={document.head}>
      <ThemeProvider>
        <Provider store={marqueeStore}>
          <MemoryRouter>{ui}</MemoryRouter>
        </Provider>
      </ThemeProvider>
    </StyleSheetManager>,
  );
}
