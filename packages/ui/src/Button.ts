import styled, { css } from 'styled-components';
import { tint } from './palettes';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const variants = {
  primary: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    &:hover:not(:disabled) {
      background: ${theme.colors.accentHover};
      color: ${theme.colors.onAccent};
      box-shadow: ${theme.shadows.glow};
    }
  `,
  secondary: css`
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${theme.colors.accent};
      color: ${theme.colors.text};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${tint(theme.colors.wash, 6)};
      color: ${theme.colors.accentHover};
    }
  `,
};

/**
 * The one button of the product. Render it as a link with `as={Link}` (styled-components' `as`) when it
 * navigates, so links and buttons look alike but keep their own semantics.
 */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>((props) => ({
  type: props.as ? undefined : (props.type ?? 'button'),
}))<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  padding: 0 ${({ $size }) => ($size === 'sm' ? theme.space.sm : theme.space.lg)};
  border: 1px solid transparent;
  border-radius: ${theme.radii.pill};
  font-size: ${({ $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${theme.transitions.fast},
    border-color ${theme.transitions.fast},
    box-shadow ${theme.transitions.fast};
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
