import { formatDate, theme } from '@marquee/ui';
import styled from 'styled-components';
import { Muted } from './Table';
import { useAdminMessages } from '../messages';

const Hidden = styled.strong`
  color: ${theme.colors.danger};
  white-space: nowrap;
`;

/** Whether an admin hid a list or a profile, and since when. */
export function HiddenState({ hiddenAt }: { hiddenAt: string | null }) {
  const { t } = useAdminMessages();
  return hiddenAt ? (
    <Hidden>{t('hidden.since', { date: formatDate(hiddenAt, 'medium') })}</Hidden>
  ) : (
    <Muted>{t('hidden.shown')}</Muted>
  );
}
