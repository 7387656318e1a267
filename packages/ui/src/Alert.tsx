import { type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { tint } from './palettes';

export type AlertTone = 'error' | 'success' | 'info';

const tones = {
  error: css`
    border-color: ${({ theme }) => tint(theme.colors.danger, 55)};
    background: ${({ theme }) => tint(theme.colors.danger, 12)};
    color: ${({ theme }) => theme.colors.danger};
  `,
  success: css`
    border-color: ${({ theme }) => tint(theme.colors.success, 55)};
    background: ${({ theme }) => tint(theme.colors.success, 12)};
    color: ${({ theme }) => theme.colors.success};
  `,
  info: css`
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  `,
};

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ $tone }) => tones[$tone]}

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
  }
`;

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  /** error: red box (announced at once); success: green; info: neutral. */
  tone?: AlertTone;
}

/** A message box for a form or a page: errors in red, confirmations in green. */
export function Alert({ tone = 'info', ...rest }: AlertProps) {
  return <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone} {...rest} />;
}
