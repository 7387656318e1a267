import styled, { css } from 'styled-components';
import { tint } from './palettes';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentHover};
      color: ${({ theme }) => theme.colors.onAccent};
      box-shadow: ${({ theme }) => theme.shadows.glow};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => tint(theme.colors.wash, 6)};
      color: ${({ theme }) => theme.colors.accentHover};
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
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.lg)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
