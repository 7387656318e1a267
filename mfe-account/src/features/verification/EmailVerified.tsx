import { pageHref } from '@marquee/contracts/pages';
import { Link, useSearchParams } from '@marquee/router';
import { Alert, type AlertTone, Button, Stack } from '@marquee/ui';
import { type ReactNode } from 'react';
import { AuthCard } from '../../components/AuthCard';

interface OutcomeProps {
  title: string;
  tone: AlertTone;
  /** The step the visitor takes next, beside "Go to Home". */
  next: { to: string; label: string };
  children: ReactNode;
}

function Outcome({ title, tone, next, children }: OutcomeProps) {
  return (
    <AuthCard title={title} testId="page-mfe_account-EmailVerifiedPage">
      <Alert tone={tone}>{children}</Alert>
      <Stack direction="row" gap="sm" wrap>
        <Button as={Link} to={next.to}>
          {next.label}
        </Button>
        <Button as={Link} to={pageHref('home')} $variant="secondary">
          Go to Home
        </Button>
      </Stack>
    </AuthCard>
  );
}

/**
 * Where verification links land (docs/product.md §2): the outcome comes in the query, as the API's
 * GET /api/auth/verify-email sets it: success=true, with already=true when the address was verified
 * before (a used link); else success=false and the error.
 */
export function EmailVerified() {
  const [searchParams] = useSearchParams();
  if (searchParams.get('success') === 'true' && searchParams.get('already') === 'true') {
    return (
      <Outcome title="Email Already Verified" tone="info" next={{ to: pageHref('login'), label: 'Sign In' }}>
        This email address is already verified. Sign in to continue.
      </Outcome>
    );
  }
  if (searchParams.get('success') === 'true') {
    return (
      <Outcome title="Email Verified!" tone="success" next={{ to: pageHref('login'), label: 'Go to Login' }}>
        Your email address is confirmed. You can now sign in to your account.
      </Outcome>
    );
  }
  return (
    <Outcome
      title="Verification Failed"
      tone="error"
      next={{ to: pageHref('resendVerification'), label: 'Request New Verification Link' }}
    >
      {searchParams.get('error') || 'The verification link may have expired or be invalid.'}
    </Outcome>
  );
}
