import { useClientMessages, useOnline, useOutbox } from '@marquee/client';
import { theme } from '@marquee/ui';
import styled from 'styled-components';

const Notice = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-bottom: 1px solid ${theme.colors.accent};
  text-align: center;
`;

/**
 * Says the app is offline and how many changes wait to be sent; sends them when the page opens and when
 * the browser is back online (useOutbox). In the language shown: a switch while it shows changes it too.
 */
export function OfflineNotice() {
  const { t } = useClientMessages();
  const online = useOnline();
  const { waiting } = useOutbox();
  const parts = [
    online ? '' : t('offline.notice'),
    waiting > 0 ? t('offline.waiting', { count: waiting }) : '',
  ];
  const text = parts.filter(Boolean).join(' ');
  return text ? <Notice role="status">{text}</Notice> : null;
}
