import { theme } from '@marquee/ui';
import styled from 'styled-components';

const Circle = styled.div<{ $size: string }>`
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-size: ${({ $size }) => `calc(${$size} * 0.45)`};
  font-weight: ${theme.fontWeights.black};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  name: string;
  /** The photo's URL (a Google account's); none for the name's first letter. */
  src?: string | null;
  /** Its width and height, a CSS length. */
  size?: string;
}

/** A person's photo or the first letter of their name in a circle; decorative, the name is written beside it. */
export function Avatar({ name, src, size = '5rem' }: AvatarProps) {
  return (
    <Circle aria-hidden="true" $size={size}>
      {src ? <img src={src} alt="" referrerPolicy="no-referrer" /> : name.charAt(0).toUpperCase()}
    </Circle>
  );
}
