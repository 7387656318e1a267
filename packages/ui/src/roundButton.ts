import { css } from 'styled-components';
import { theme } from './theme';

/** The look of a circular button around an icon, `size` across; the caller adds its colours. */
export const roundButton = (size: string) => css`
  display: grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  cursor: pointer;
`;
