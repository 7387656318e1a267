import { type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme, type Theme } from './theme';

type Level = 1 | 2 | 3 | 4;
type Size = keyof Theme['fontSizes'];

const defaultSize: Record<Level, Size> = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg' };

const StyledHeading = styled.h2<{ $size: Size }>`
  font-size: ${({ $size }) => theme.fontSizes[$size]};
  font-weight: ${theme.fontWeights.black};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: -0.01em;
  color: ${theme.colors.text};
`;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1–h4). */
  level?: Level;
  /** The visual size, when it should differ from the level's default. */
  size?: Size;
}

export function Heading({ level = 2, size, ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} {...rest} />;
}
