import { tint, theme } from '@marquee/ui';
import styled from 'styled-components';

/** A wrapping row of small labels (themes, genres). */
export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
  padding: 0;
  list-style: none;

  & > li {
    padding: ${`${theme.space.xxs} ${theme.space.xs}`};
    border-radius: ${theme.radii.pill};
    background: ${tint(theme.colors.accent, 12)};
    color: ${theme.colors.accent};
    font-size: ${theme.fontSizes.xs};
  }
`;
