import { useClaimAdminSetup, useSendToSignIn, userAtom } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, Button } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useAdminMessages } from '../../messages';

function OpenDashboard() {
  const { t } = useAdminMessages();
  return (
    <Button as={Link} to={pageHref('admin')}>
      {t('setup.openDashboard')}
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
  const { t } = useAdminMessages();

  if (!token) return <Alert tone="error">{t('setup.noToken')}</Alert>;
  if (claim.isSuccess) {
    return (
      <>
        <Alert tone="success">{t('setup.done')}</Alert>
        <OpenDashboard />
      </>
    );
  }
  if (!user) {
    return (
      <>
        <p>{t('setup.signInText')}</p>
        <Button onClick={() => sendToSignIn()}>{t('setup.signIn')}</Button>
      </>
    );
  }
  if (user.role === 'admin') {
    return (
      <>
        <p>{t('setup.alreadyAdmin')}</p>
        <OpenDashboard />
      </>
    );
  }
  return (
    <>
      <p>
        {t('setup.confirmBefore')}
        <strong>{user.name}</strong>
        {t('setup.confirmAfter', { email: user.email })}
      </p>
      {claim.error && <Alert tone="error">{claim.error.message}</Alert>}
      <Button onClick={() => claim.mutate(token)} disabled={claim.isPending}>
        {claim.isPending ? t('setup.settingUp') : t('setup.become')}
      </Button>
    </>
  );
}
