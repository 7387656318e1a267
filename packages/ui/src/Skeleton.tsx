import styled, { keyframes } from 'styled-components';
import { tint } from './palettes';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

/** A block standing where content is loading, so the page keeps its shape and shows it is busy. */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.sm};
  background: linear-gradient(
      100deg,
      ${({ theme }) => tint(theme.colors.wash, 4)} 30%,
      ${({ theme }) => tint(theme.colors.wash, 10)} 50%,
      ${({ theme }) => tint(theme.colors.wash, 4)} 70%
    )
    ${({ theme }) => theme.colors.surface};
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
