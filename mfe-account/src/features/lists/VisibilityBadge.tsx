import type { ListVisibility } from '@marquee/contracts';
import { theme } from '@marquee/ui';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';
import { visibilityLabels } from './listLabels';

const Badge = styled.span<{ $visibility: ListVisibility }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${theme.space.xs};
  border: 1px solid
    ${({ $visibility }) => ($visibility === 'public' ? theme.colors.accent : theme.colors.border)};
  border-radius: ${theme.radii.pill};
  color: ${({ $visibility }) => ($visibility === 'public' ? theme.colors.accent : theme.colors.textMuted)};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.6;
  white-space: nowrap;
`;

/** Who may read a list: Private, Unlisted or Public. */
export function VisibilityBadge({ visibility }: { visibility: ListVisibility }) {
  const { t } = useCommunityMessages();
  return <Badge $visibility={visibility}>{t(visibilityLabels[visibility].label)}</Badge>;
}
