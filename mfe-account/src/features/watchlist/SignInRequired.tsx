import { pageHref } from '@marquee/contracts/pages';
import { useSendToSignIn } from '@marquee/client';
import { Link } from '@marquee/router';
import { Button, EmptyState, Stack } from '@marquee/ui';
import { useAccountMessages } from '../../messages/account';

/** What a guest sees on a page that needs an account (/watchlist unless told): what signing in gives. */
export function SignInRequired({ message }: { message?: string }) {
  const { t } = useAccountMessages();
  const sendToSignIn = useSendToSignIn();
  return (
    <EmptyState
      level={1}
      title={t('signInRequired.title')}
      message={message ?? t('signInRequired.watchlist')}
      action={
        <Stack direction="row" gap="sm" justify="center" wrap>
          <Button onClick={() => sendToSignIn()}>{t('common.signIn')}</Button>
          <Button as={Link} to={pageHref('register')} $variant="secondary">
            {t('common.createAccount')}
          </Button>
          <Button as={Link} to={pageHref('home')} $variant="ghost">
            {t('common.backToHome')}
          </Button>
        </Stack>
      }
    />
  );
}
