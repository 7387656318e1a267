import styled, { keyframes } from 'styled-components';
import { tint } from './palettes';
import { theme } from './theme';

// A transform, not a moving background: the compositor animates it, so a page of skeletons costs the main
// thread no repaint a frame (a film page holds about a hundred of them below the fold while it loads).
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/** A block standing where content is loading, so the page keeps its shape and shows it is busy. */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  position: relative;
  display: block;
  overflow: hidden;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ $radius }) => $radius ?? theme.radii.sm};
  /* The surface washed 4 %, a flat gradient over the surface colour. */
  background-color: ${theme.colors.surface};
  background-image: linear-gradient(${tint(theme.colors.wash, 4)}, ${tint(theme.colors.wash, 4)});

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(100deg, transparent 30%, ${tint(theme.colors.wash, 6)} 50%, transparent 70%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
`;
