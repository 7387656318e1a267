import { useSignedInUserId, type RemoteWidgetProps } from '@marquee/client';
import { theme } from '@marquee/ui';
import styled from 'styled-components';
import { HideSeenSwitch } from '../features/hideSeen/HideSeenSwitch';

export type HideSeenToggleProps = RemoteWidgetProps['mfe_account/HideSeenToggle'];

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  /* In a row beside other notes (the home page's), it keeps to the end of the line. */
  margin-inline-start: auto;
  font-size: ${theme.fontSizes.sm};
`;

/**
 * The quick toggle of the discovery pages (home, categories, genres, search): the account's hide-seen
 * setting itself, so turning it here turns it everywhere. Nothing for guests, who see every film.
 */
export default function HideSeenToggle(_props: HideSeenToggleProps) {
  // No empty bar for a guest: the page's spacing stays as it was.
  if (useSignedInUserId() === undefined) return null;
  return (
    <Bar>
      <HideSeenSwitch />
    </Bar>
  );
}
