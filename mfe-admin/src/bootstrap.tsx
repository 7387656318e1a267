import { marqueeStore } from '@marquee/client';
import { DevHarness, type HarnessEntry } from '@marquee/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AdminPage from './pages/AdminPage';

const entries: HarnessEntry[] = [{ path: '/admin', label: 'Admin Dashboard', element: <AdminPage /> }];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={marqueeStore}>
      <DevHarness name="mfe-admin" entries={entries} />
    </Provider>
  </StrictMode>,
);
