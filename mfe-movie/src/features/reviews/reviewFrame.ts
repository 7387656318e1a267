import styled from 'styled-components';
import { type Theme, theme } from '@marquee/ui';

/** A review's box, in the film's list of reviews and on a review's own page (roomier there). */
export const ReviewFrame = styled.article<{ $gap: keyof Theme['space'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => theme.space[$gap]};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
`;

/** Under a review: its votes on one side, what else can be done with it on the other. */
export const ReviewFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;
