import { pageHref } from '@marquee/contracts/pages';
import { useSendToSignIn } from '@marquee/client';
import { Link } from '@marquee/router';
import { Button, EmptyState, Stack } from '@marquee/ui';

/** What a guest sees on a page that needs an account (/watchlist unless told): what signing in gives. */
export function SignInRequired({
  message = 'Sign in to keep a watchlist of the films you want to see, synced with your account.',
}: {
  message?: string;
}) {
  const sendToSignIn = useSendToSignIn();
  return (
    <EmptyState
      level={1}
      title="Sign In Required"
      message={message}
      action={
        <Stack direction="row" gap="sm" justify="center" wrap>
          <Button onClick={() => sendToSignIn()}>Sign In</Button>
          <Button as={Link} to={pageHref('register')} $variant="secondary">
            Create Account
          </Button>
          <Button as={Link} to={pageHref('home')} $variant="ghost">
            Back to Home
          </Button>
        </Stack>
      }
    />
  );
}
