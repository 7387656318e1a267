import { theme } from '@marquee/ui';
import styled from 'styled-components';
import { SCORE_TONE_COLORS, type ScoreTone } from './aiConstants';

/** A score in its colour from docs/product.md §9 (green, yellow, orange or red). */
export const ScoreBadge = styled.span<{ $tone: ScoreTone }>`
  display: inline-flex;
  align-items: center;
  padding: ${`${theme.space.xxs} ${theme.space.xs}`};
  border: 1px solid ${({ $tone }) => SCORE_TONE_COLORS[$tone]};
  border-radius: ${theme.radii.pill};
  color: ${({ $tone }) => SCORE_TONE_COLORS[$tone]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
`;
