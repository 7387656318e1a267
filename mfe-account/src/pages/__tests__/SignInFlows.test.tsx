import { logoutAtom, marqueeStore, saveReturnUrl, saveSession } from '@marquee/client';
import { ada } from '@marquee/testing/fixtures';
import { type LocalApi, type LocalApiRequest, startLocalApi } from '@marquee/testing/localApi';
import { Route, Routes } from '@marquee/router';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import EmailVerifiedPage from '../EmailVerifiedPage';
import LoginPage from '../LoginPage';
import RegisterPage from '../RegisterPage';
import ResendVerificationPage from '../ResendVerificationPage';

const requests: LocalApiRequest[] = [];
let api: LocalApi;

// The sign-in routes as the API answers an account that has not verified its email yet.
beforeAll(async () => {
  api = await startLocalApi((request) => {
    requests.push(request);
    if (request.path === '/api/auth/login') {
      return {
        status: 403,
        body: { message: 'Please verify your email before signing in. Check your inbox for the link.' },
      };
    }
    if (request.path === '/api/auth/providers') {
      return { status: 200, body: { google: { enabled: false, redirect: false } } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
});
afterAll(() => api.close());

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  marqueeStore.set(logoutAtom);
});

/** The account pages at their routes, visited at `route` (a URL, or a location with navigation state). */
function visit(route: Parameters<typeof renderPage>[2]) {
  return renderPage(
    '*',
    <Provider store={marqueeStore}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/resend-verification" element={<ResendVerificationPage />} />
        <Route path="/email-verified" element={<EmailVerifiedPage />} />
      </Routes>
    </Provider>,
    route,
  );
}

const emailField = () => screen.getByLabelText('Email', { selector: 'input' });

test('a session that ended brings the visitor to /login with the reason', async () => {
  visit({
    pathname: '/login',
    state: { sessionEndedBecause: 'Your session has expired. Please sign in again.' },
  });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your session has expired. Please sign in again.',
  );
  expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
});

test('/login while signed in goes back to the saved page', async () => {
  saveSession({ token: 'tok', user: ada });
  saveReturnUrl('/movie/550');
  visit('/login');
  await waitFor(() => expect(currentLocation()).toBe('/movie/550'));
  expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
});

test('/login while signed in with nowhere saved, and /register, go home', async () => {
  saveSession({ token: 'tok', user: ada });
  for (const page of ['/login', '/register']) {
    const { unmount } = visit(page);
    await waitFor(() => expect(currentLocation()).toBe('/'));
    unmount();
  }
});

test('the resend-verification link of a refused sign-in keeps the address typed', async () => {
  const user = userEvent.setup();
  visit('/login');
  await user.type(emailField(), '  new.user@example.com ');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  await user.click(await screen.findByRole('link', { name: 'Resend verification email' }));
  expect(currentLocation()).toBe('/resend-verification');
  expect(emailField()).toHaveValue('new.user@example.com');
  expect(screen.getByRole('button', { name: 'Send Verification Email' })).toBeEnabled();
});

test('a used verification link of a verified address says so and offers to sign in', async () => {
  visit('/email-verified?success=true&already=true');
  expect(screen.getByRole('heading', { name: 'Email Already Verified' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('This email address is already verified.');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(screen.queryByText(/Verification Failed/)).not.toBeInTheDocument();
});
