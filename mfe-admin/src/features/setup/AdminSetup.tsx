import { useClaimAdminSetup, useSendToSignIn, userAtom } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, Button } from '@marquee/ui';
import { useAtomValue } from 'jotai';

const NO_TOKEN = 'This page needs the setup link the server printed when it started (it ends in ?token=…).';

function OpenDashboard() {
  return (
    <Button as={Link} to={pageHref('admin')}>
      Open the Admin Dashboard
    </Button>
  );
}

/**
 * The one-time setup link's screen (README, "The first administrator"): a signed-in, verified account
 * confirms and becomes the admin; guests are sent to sign in first and brought back.
 */
export function AdminSetup({ token }: { token: string | null }) {
  const user = useAtomValue(userAtom);
  const sendToSignIn = useSendToSignIn();
  const claim = useClaimAdminSetup();

  if (!token) return <Alert tone="error">{NO_TOKEN}</Alert>;
  if (claim.isSuccess) {
    return (
      <>
        <Alert tone="success">You are now the administrator of this Marquee.</Alert>
        <OpenDashboard />
      </>
    );
  }
  if (!user) {
    return (
      <>
        <p>Sign in with the account that should administer this Marquee (its email must be verified).</p>
        <Button onClick={() => sendToSignIn()}>Sign in to continue</Button>
      </>
    );
  }
  if (user.role === 'admin') {
    return (
      <>
        <p>You are already an administrator.</p>
        <OpenDashboard />
      </>
    );
  }
  return (
    <>
      <p>
        Make <strong>{user.name}</strong> ({user.email}) the administrator? The link works once: after this,
        administrators give the role to others from the dashboard.
      </p>
      {claim.error && <Alert tone="error">{claim.error.message}</Alert>}
      <Button onClick={() => claim.mutate(token)} disabled={claim.isPending}>
        {claim.isPending ? 'Setting up…' : 'Become the administrator'}
      </Button>
    </>
  );
}
