import { useState } from 'react';
import styled from 'styled-components';
import { placeholderImageSrc, tmdbImageUrl } from './movieImages';
import { theme } from './theme';

const Img = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 3;
  object-fit: cover;
  background: ${theme.colors.surface};
`;

export interface ProfilePhotoProps {
  /** TMDB's profile_path; null when the person has no photo. */
  path: string | null;
  name: string;
  /** Empty when the name is written next to the photo anyway. */
  alt?: string;
  className?: string;
}

/** A person's photo from TMDB (w185), or the API's drawn placeholder when there is none or it fails. */
export function ProfilePhoto({ path, name, alt = name, className }: ProfilePhotoProps) {
  const [failed, setFailed] = useState(false);
  const src =
    path && !failed ? tmdbImageUrl(path, 'w185') : placeholderImageSrc({ kind: 'profile', title: name });
  return (
    <Img
      className={className}
      src={src}
      alt={alt}
      width={185}
      height={278}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
