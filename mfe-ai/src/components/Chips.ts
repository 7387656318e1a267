import { tint } from '@marquee/ui';
import styled from 'styled-components';

/** A wrapping row of small labels (themes, genres). */
export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  list-style: none;

  & > li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => tint(theme.colors.accent, 12)};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
