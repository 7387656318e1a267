import { useState } from 'react';
import styled from 'styled-components';
import { placeholderImageSrc, tmdbDefaultSrc, tmdbSrcSet } from './movieImages';
import { useUiMessages } from './messages';
import { theme } from './theme';
import { useBrowserIdle } from './useBrowserIdle';
import { tint } from './palettes';

export type PosterKind = 'poster' | 'backdrop';

// Intrinsic sizes of each kind: with width and height on the img the browser reserves the room before
// the image arrives, so nothing below it moves.
const intrinsic: Record<PosterKind, { width: number; height: number }> = {
  poster: { width: 500, height: 750 },
  backdrop: { width: 1280, height: 720 },
};

const Frame = styled.div<{ $kind: PosterKind }>`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: ${({ $kind }) => `${intrinsic[$kind].width} / ${intrinsic[$kind].height}`};
  overflow: hidden;
  background:
    radial-gradient(120% 90% at 30% 0%, ${tint(theme.colors.accent, 14)}, transparent 60%),
    linear-gradient(160deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface});
`;

const Img = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const FallbackTitle = styled.span`
  padding: ${theme.space.md};
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.xl};
  letter-spacing: 0.04em;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

export interface PosterProps {
  /** TMDB's poster_path or backdrop_path; null when the film has none. */
  path: string | null;
  title: string;
  /** For the drawn placeholder. */
  year?: string;
  /** The film's first genre id, for the drawn placeholder. */
  genre?: number;
  kind?: PosterKind;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks a size from the srcset. */
  sizes: string;
  /** The page's largest image above the fold (the hero): loads at once with high priority. */
  priority?: boolean;
  /** In the first screenful but not the largest image: loads at once, at the usual priority. */
  eager?: boolean;
  /**
   * "<title> (<year>) poster" or "… backdrop" unless given; empty when the title is written next to the
   * image anyway (a card's link: its name would say the title twice).
   */
  alt?: string;
  className?: string;
}

type Source = 'tmdb' | 'placeholder' | 'none';

/**
 * A film's poster or backdrop from TMDB's image host in the size the layout needs; the API's drawn
 * placeholder when the film has none or the image fails to load; the title on a plain frame when even
 * that fails. Give it a `key` per film, so another film starts from its own image.
 *
 * An image that is neither `priority` nor `eager` is requested once the page is idle after its first
 * paint, and then lazily: on a slow network it would otherwise share the bandwidth with the first screen.
 */
export function Poster({
  path,
  title,
  year,
  genre,
  kind = 'poster',
  sizes,
  priority = false,
  eager = false,
  alt: givenAlt,
  className,
}: PosterProps) {
  const { t } = useUiMessages();
  // Named by title and year, so two films of one title (a remake) are told apart.
  const named = year ? `${title} (${year})` : title;
  const alt = givenAlt ?? t(kind === 'poster' ? 'poster.posterAlt' : 'poster.backdropAlt', { title: named });
  const [source, setSource] = useState<Source>(path ? 'tmdb' : 'placeholder');
  const idle = useBrowserIdle();
  const requested = priority || eager || idle;
  const { width, height } = intrinsic[kind];
  const common = {
    alt,
    width,
    height,
    loading: priority || eager ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
  };

  return (
    <Frame $kind={kind} className={className}>
      {requested && source === 'tmdb' && path && (
        <Img
          {...common}
          src={tmdbDefaultSrc(path, kind)}
          srcSet={tmdbSrcSet(path, kind)}
          sizes={sizes}
          onError={() => setSource('placeholder')}
        />
      )}
      {requested && source === 'placeholder' && (
        <Img
          {...common}
          src={placeholderImageSrc({ kind, title, year, genre })}
          onError={() => setSource('none')}
        />
      )}
      {source === 'none' && <FallbackTitle aria-hidden={alt === ''}>{title}</FallbackTitle>}
    </Frame>
  );
}
