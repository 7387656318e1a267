import styled from 'styled-components';
import { type Theme } from '@marquee/ui';

/** A review's box, in the film's list of reviews and on a review's own page (roomier there). */
export const ReviewFrame = styled.article<{ $gap: keyof Theme['space'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** Under a review: its votes on one side, what else can be done with it on the other. */
export const ReviewFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
