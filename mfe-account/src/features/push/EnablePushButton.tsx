import {
  appRegistration,
  currentSubscription,
  pushSupported,
  sendTestPush,
  turnPushOff,
  turnPushOn,
} from '@marquee/client';
import { Alert, Button, theme } from '@marquee/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { useAccountMessages } from '../../messages/account';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

/** This browser's push state: a browser question, not the server's, so it is not kept per user. */
const pushStateKey = ['push', 'browser'] as const;

async function readPushState() {
  const registration = await appRegistration();
  return { registration, subscription: registration ? await currentSubscription() : null };
}

/**
 * Turns web push on or off in this browser (the notification settings say what is pushed), and sends a
 * test notification once it is on.
 */
export function EnablePushButton() {
  const { t } = useAccountMessages();
  const queryClient = useQueryClient();
  const supported = pushSupported();
  const state = useQuery({ queryKey: pushStateKey, queryFn: readPushState, enabled: supported });
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushStateKey });
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      const { registration, subscription } = await readPushState();
      if (!registration) throw new Error(t('push.notInstalled'));
      if (!on) return subscription && turnPushOff(subscription);
      if ((await Notification.requestPermission()) !== 'granted') throw new Error(t('push.blocked'));
      return turnPushOn(registration);
    },
    onSettled: refresh,
  });
  const test = useMutation({ mutationFn: sendTestPush });

  if (!supported) return <p>{t('push.unsupported')}</p>;
  if (state.isSuccess && !state.data.registration) return <p>{t('push.notInstalled')}</p>;
  const on = state.data?.subscription != null;
  return (
    <section aria-label={t('push.heading')}>
      <Row>
        <span>{t(on ? 'push.on' : 'push.off')}</span>
        <Button
          $variant={on ? 'ghost' : 'primary'}
          disabled={!state.isSuccess || change.isPending}
          onClick={() => change.mutate(!on)}
        >
          {t(on ? 'push.turnOff' : 'push.turnOn')}
        </Button>
        {on && (
          <Button $variant="ghost" disabled={test.isPending} onClick={() => test.mutate()}>
            {t('push.test')}
          </Button>
        )}
      </Row>
      {change.isError && <Alert tone="error">{change.error.message}</Alert>}
      {test.isError && <Alert tone="error">{test.error.message}</Alert>}
      {test.isSuccess && <Alert tone="success">{t('push.testSent')}</Alert>}
    </section>
  );
}
