import styled from 'styled-components';
import { theme } from './theme';

/** A pill that is on or off; selected by `aria-pressed` or `aria-selected`, whichever its role uses. */
export const Chip = styled.button.attrs({ type: 'button' })`
  min-height: 2.25rem;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.accent};
  }

  &[aria-pressed='true'],
  &[aria-selected='true'] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    font-weight: ${theme.fontWeights.bold};
  }
`;
