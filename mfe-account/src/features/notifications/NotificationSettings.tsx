import {
  notificationPreferencesQuery,
  useSaveNotificationPreferences,
  useSignedInUserId,
} from '@marquee/client';
import type { NotificationPreference } from '@marquee/contracts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@marquee/contracts/notificationKinds';
import { Alert, Heading, Panel, Spinner, theme } from '@marquee/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { EnablePushButton } from '../push/EnablePushButton';
import { useAccountMessages } from '../../messages/account';

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${theme.space.xs};
    text-align: start;
    vertical-align: top;
  }
  thead th,
  td {
    text-align: center;
  }
  thead th {
    font-size: ${theme.fontSizes.sm};
  }
  /* A 320 px phone: the columns give up padding so the table stays inside the screen. */
  ${theme.media.mobile} {
    th,
    td {
      padding: ${theme.space.xxs};
    }
  }
  tbody th span {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.regular};
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${theme.colors.accent};
  }
`;

/**
 * The account's notification settings (docs/product.md "Notifications"): every kind on every channel, one
 * checkbox each, saved at once. Push reaches only the browsers where push was turned on.
 */
export function NotificationSettings() {
  const { t } = useAccountMessages();
  const userId = useSignedInUserId() ?? '';
  const preferences = useQuery({ ...notificationPreferencesQuery(userId), enabled: userId !== '' });
  const save = useSaveNotificationPreferences();
  const enabled = (kind: string, channel: string) =>
    preferences.data?.find((p) => p.kind === kind && p.channel === channel)?.enabled ?? false;
  const change = (preference: NotificationPreference) => save.mutate([preference]);

  return (
    <Panel aria-labelledby="notification-settings">
      <Heading level={2} size="lg" id="notification-settings">
        {t('notificationSettings.heading')}
      </Heading>
      <Muted>{t('notificationSettings.intro')}</Muted>
      {preferences.isPending && <Spinner label={t('notificationSettings.loading')} />}
      {preferences.isError && <Alert tone="error">{preferences.error.message}</Alert>}
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      {preferences.isSuccess && (
        <Table aria-labelledby="notification-settings">
          <thead>
            <tr>
              <td />
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col">
                  {t(`notificationChannel.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">
                  {t(`notificationKind.${kind}`)}
                  <span>{t(`notificationKind.${kind}.note`)}</span>
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      aria-label={t('notificationSettings.choice', {
                        kind: t(`notificationKind.${kind}`),
                        channel: t(`notificationChannel.${channel}`),
                      })}
                      checked={enabled(kind, channel)}
                      disabled={save.isPending}
                      onChange={(event) => change({ kind, channel, enabled: event.target.checked })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <EnablePushButton />
    </Panel>
  );
}
