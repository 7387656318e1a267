import { marqueeStore } from '@marquee/client';
import { DevHarness, type HarnessEntry } from '@marquee/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import LoginPage from './pages/LoginPage';
import RegisterPage from './pages/RegisterPage';
import EmailVerifiedPage from './pages/EmailVerifiedPage';
import ResendVerificationPage from './pages/ResendVerificationPage';
import ForgotPasswordPage from './pages/ForgotPasswordPage';
import ResetPasswordPage from './pages/ResetPasswordPage';
import ProfilePage from './pages/ProfilePage';
import WatchlistPage from './pages/WatchlistPage';
import WatchlistButton from './widgets/WatchlistButton';

const entries: HarnessEntry[] = [
  { path: '/login', label: 'Login', element: <LoginPage /> },
  { path: '/register', label: 'Register', element: <RegisterPage /> },
  {
    path: '/email-verified',
    href: '/email-verified?success=true',
    label: 'Email verification',
    element: <EmailVerifiedPage />,
  },
  { path: '/resend-verification', label: 'Resend verification', element: <ResendVerificationPage /> },
  { path: '/forgot-password', label: 'Forgot password', element: <ForgotPasswordPage /> },
  {
    path: '/reset-password',
    href: '/reset-password?token=example',
    label: 'Reset password',
    element: <ResetPasswordPage />,
  },
  { path: '/profile', label: 'Profile', element: <ProfilePage /> },
  { path: '/watchlist', label: 'Watchlist', element: <WatchlistPage /> },
  {
    path: '/widgets/watchlist-button',
    label: 'WatchlistButton',
    element: (
      <WatchlistButton
        movie={{
          id: 550,
          title: 'Fight Club',
          poster_path: null,
          overview: '',
          vote_average: 8.4,
          release_date: '1999-10-15',
        }}
      />
    ),
  },
];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={marqueeStore}>
      <DevHarness name="mfe-account" entries={entries} />
    </Provider>
  </StrictMode>,
);
