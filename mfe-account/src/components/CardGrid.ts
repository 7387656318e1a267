import { theme } from '@marquee/ui';
import styled from 'styled-components';

/** The grid a member's cards (lists, reviews) are laid out in: as many columns as fit, one on a phone. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One bordered card of a `CardGrid` on the page's surface; each card lays out its own content. */
export const GridCard = styled.li`
  min-width: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

/** A card's text beside its picture: lines stacked, long words wrapped, the small print muted. */
export const CardText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;

  small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;
