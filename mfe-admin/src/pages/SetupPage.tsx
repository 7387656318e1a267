import { ApiError, apiClient, saveSession, useSendToSignIn, userAtom } from '@marquee/client';
import type { SessionResponse } from '@marquee/contracts';
import { Link, useSearchParams } from '@marquee/router';
import { Alert, Button, Container, Heading, useDocumentTitle } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  padding-block: ${({ theme }) => theme.space.xl};
`;

const TEST_ID = 'page-mfe_admin-SetupPage';
const NO_TOKEN = 'This page needs the setup link the server printed when it started (it ends in ?token=…).';

type Claim = { state: 'idle' | 'claiming' | 'done' } | { state: 'failed'; message: string };

/** Makes the signed-in account the first admin; the answer is its new session (the role is in it). */
async function claimAdminSetup(token: string): Promise<void> {
  saveSession(
    await apiClient.post<SessionResponse>('/admin/setup', { token }, { fallbackMessage: 'The setup failed' }),
  );
}

/**
 * /admin/setup?token=…: the one-time link the server prints at start while no admin exists (README, "The
 * first administrator"). A signed-in, verified account confirms and becomes the admin; guests are sent to
 * sign in first and brought back.
 */
export default function SetupPage() {
  useDocumentTitle('Set up the administrator');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const user = useAtomValue(userAtom);
  const sendToSignIn = useSendToSignIn();
  const [claim, setClaim] = useState<Claim>({ state: 'idle' });

  async function confirm(setupToken: string) {
    setClaim({ state: 'claiming' });
    try {
      await claimAdminSetup(setupToken);
      setClaim({ state: 'done' });
    } catch (error) {
      setClaim({ state: 'failed', message: error instanceof ApiError ? error.message : String(error) });
    }
  }

  return (
    <Page data-testid={TEST_ID}>
      <Heading level={1}>Set up the administrator</Heading>
      {!token ? (
        <Alert tone="error">{NO_TOKEN}</Alert>
      ) : claim.state === 'done' ? (
        <>
          <Alert tone="success">You are now the administrator of this Marquee.</Alert>
          <Button as={Link} to="/admin">
            Open the Admin Dashboard
          </Button>
        </>
      ) : !user ? (
        <>
          <p>Sign in with the account that should administer this Marquee (its email must be verified).</p>
          <Button onClick={() => sendToSignIn()}>Sign in to continue</Button>
        </>
      ) : user.role === 'admin' ? (
        <>
          <p>You are already an administrator.</p>
          <Button as={Link} to="/admin">
            Open the Admin Dashboard
          </Button>
        </>
      ) : (
        <>
          <p>
            Make <strong>{user.name}</strong> ({user.email}) the administrator? The link works once: after
            this, administrators give the role to others from the dashboard.
          </p>
          {claim.state === 'failed' && <Alert tone="error">{claim.message}</Alert>}
          <Button onClick={() => void confirm(token)} disabled={claim.state === 'claiming'}>
            {claim.state === 'claiming' ? 'Setting up…' : 'Become the administrator'}
          </Button>
        </>
      )}
    </Page>
  );
}
