import { Panel, tint, theme } from '@marquee/ui';
import styled from 'styled-components';

/** The panel heading a person's page (your profile, a member's): photo, identity and actions in a row that wraps. */
export const IdentityHeader = styled(Panel)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.lg};
`;

/** An accent pill beside a person's name ('Follows you', 'Google Account'); each header places it. */
export const IdentityBadge = styled.span`
  padding: 0.1rem 0.6rem;
  border-radius: ${theme.radii.pill};
  background: ${tint(theme.colors.accent, 15)};
  color: ${theme.colors.accent};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
`;
