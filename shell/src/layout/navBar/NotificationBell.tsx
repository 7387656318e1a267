import { useSignedInUserId, useUnreadCount } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { NavLink } from '@marquee/router';
import { LineIcon, roundButton, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useShellMessages } from '../../messages';

const BELL = 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0';

const BellLink = styled(NavLink)`
  ${roundButton('2.5rem')}
  position: relative;
  flex-shrink: 0;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};

  &:hover,
  &[aria-current='page'] {
    border-color: ${theme.colors.accent};
  }
  /* On phones the bell goes to the end of the bar with the menu button, which then needs no push. */
  ${theme.media.mobile} {
    margin-inline-start: auto;
    & ~ button {
      margin-inline-start: 0;
    }
  }
`;

const Badge = styled.span`
  position: absolute;
  inset: -0.25rem -0.25rem auto auto;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-size: 0.75rem;
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
`;

/** More than this shows as "99+". */
const MAX_SHOWN = 99;

/**
 * The bell (docs/product.md "Notifications"): a link to the notification centre with the unread count,
 * for a signed-in user only. The count is one small request, refreshed each minute and on coming back
 * to the tab (useUnreadCount), not on renders.
 */
export function NotificationBell() {
  const signedIn = useSignedInUserId() !== undefined;
  const { data: unread = 0 } = useUnreadCount();
  const { t } = useShellMessages();
  if (!signedIn) return null;
  return (
    <BellLink
      to={pageHref('notifications')}
      aria-label={unread > 0 ? t('nav.notificationsUnread', { unread }) : t('nav.notifications')}
    >
      <LineIcon d={BELL} size={20} strokeWidth={2} />
      {unread > 0 && <Badge aria-hidden="true">{unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}</Badge>}
    </BellLink>
  );
}
