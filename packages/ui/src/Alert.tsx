import { type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { tint } from './palettes';
import { theme } from './theme';

export type AlertTone = 'error' | 'success' | 'info';

const tones = {
  error: css`
    border-color: ${tint(theme.colors.danger, 55)};
    background: ${tint(theme.colors.danger, 12)};
    color: ${theme.colors.danger};
  `,
  success: css`
    border-color: ${tint(theme.colors.success, 55)};
    background: ${tint(theme.colors.success, 12)};
    color: ${theme.colors.success};
  `,
  info: css`
    border-color: ${theme.colors.border};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
  `,
};

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border: 1px solid;
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.normal};
  ${({ $tone }) => tones[$tone]}

  a {
    color: inherit;
    font-weight: ${theme.fontWeights.bold};
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
