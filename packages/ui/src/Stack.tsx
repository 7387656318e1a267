import { type CSSProperties, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme, type Theme } from './theme';

interface StackStyle {
  $direction: 'row' | 'column';
  $gap: keyof Theme['space'];
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}

const StyledStack = styled.div<StackStyle>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
`;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  direction?: 'row' | 'column';
  gap?: keyof Theme['space'];
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

/** Lays its children out in a row or a column with even spacing from the theme. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <StyledStack $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />
  );
}
