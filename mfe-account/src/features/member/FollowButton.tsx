import { useFollow, useSendToSignIn } from '@marquee/client';
import { type Profile } from '@marquee/contracts';
import { Alert, Button } from '@marquee/ui';
import { useCommunityMessages } from '../../messages/community';

/**
 * Follow / Unfollow for a signed-in reader: turns at once, and back with the server's reason if the call
 * fails (it stays enabled, so keyboard focus stays on it). A guest is offered to sign in and come back.
 */
export function FollowButton({ profile, signedIn }: { profile: Profile; signedIn: boolean }) {
  const { t } = useCommunityMessages();
  const follow = useFollow();
  const sendToSignIn = useSendToSignIn();
  if (!signedIn) {
    return <Button onClick={() => sendToSignIn()}>{t('follow.signIn')}</Button>;
  }
  const { isFollowing } = profile.viewer;
  return (
    <>
      <Button
        $variant={isFollowing ? 'secondary' : 'primary'}
        aria-busy={follow.isPending}
        onClick={() => {
          if (!follow.isPending) follow.mutate({ handle: profile.handle, follow: !isFollowing });
        }}
      >
        {t(isFollowing ? 'follow.unfollow' : 'follow.follow')}
      </Button>
      {follow.error && <Alert tone="error">{follow.error.message}</Alert>}
    </>
  );
}
