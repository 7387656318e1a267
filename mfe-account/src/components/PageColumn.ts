import { Container, theme } from '@marquee/ui';
import styled, { css } from 'styled-components';

/**
 * The column an account page is laid out in: its parts one under another, spaced alike. `$narrow` keeps a
 * page of text and forms to a readable width.
 */
export const PageColumn = styled(Container)<{ $narrow?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.xl};
  ${({ $narrow }) =>
    $narrow &&
    css`
      max-width: 56rem;
    `}
`;
