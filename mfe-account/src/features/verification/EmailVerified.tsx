import { pageHref } from '@marquee/contracts/pages';
import { Link, useSearchParams } from '@marquee/router';
import { Alert, type AlertTone, Button, Stack } from '@marquee/ui';
import { type ReactNode } from 'react';
import { AuthCard } from '../../components/AuthCard';
import { useAccountMessages } from '../../messages/account';

interface OutcomeProps {
  title: string;
  tone: AlertTone;
  /** The step the visitor takes next, beside "Go to Home". */
  next: { to: string; label: string };
  children: ReactNode;
}

function Outcome({ title, tone, next, children }: OutcomeProps) {
  const { t } = useAccountMessages();
  return (
    <AuthCard title={title} testId="page-mfe_account-EmailVerifiedPage">
      <Alert tone={tone}>{children}</Alert>
      <Stack direction="row" gap="sm" wrap>
        <Button as={Link} to={next.to}>
          {next.label}
        </Button>
        <Button as={Link} to={pageHref('home')} $variant="secondary">
          {t('emailVerified.goHome')}
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
  const { t } = useAccountMessages();
  const [searchParams] = useSearchParams();
  const login = pageHref('login');
  if (searchParams.get('success') === 'true' && searchParams.get('already') === 'true') {
    return (
      <Outcome
        title={t('emailVerified.alreadyTitle')}
        tone="info"
        next={{ to: login, label: t('common.signIn') }}
      >
        {t('emailVerified.alreadyText')}
      </Outcome>
    );
  }
  if (searchParams.get('success') === 'true') {
    return (
      <Outcome
        title={t('emailVerified.title')}
        tone="success"
        next={{ to: login, label: t('common.goToLogin') }}
      >
        {t('emailVerified.text')}
      </Outcome>
    );
  }
  return (
    <Outcome
      title={t('emailVerified.failedTitle')}
      tone="error"
      next={{ to: pageHref('resendVerification'), label: t('emailVerified.requestNew') }}
    >
      {searchParams.get('error') || t('emailVerified.failedText')}
    </Outcome>
  );
}
