import { memo, type ReactNode } from 'react';
import { FIRST_SCREEN_CARDS } from './browsingConstants';
import { HydrateWhenNear } from './hydration/HydrateWhenNear';
import { MovieCard, type MovieCardMovie, type MovieCardProps } from './MovieCard';

interface MovieCardItemProps<Movie extends MovieCardMovie> extends Pick<
  MovieCardProps,
  'sizes' | 'priority' | 'eager' | 'headingLevel'
> {
  movie: Movie;
  /** Its place in the list: the cards past a wide screen's first screenful hydrate when near (below). */
  index: number;
  /** Stable across renders (a module's function), so an unchanged card renders nothing again. */
  renderAction?: (movie: Movie) => ReactNode;
}

/**
 * A film card as an item of a row or a grid. Memoised, so a list's update renders only the cards that
 * changed; that also keeps a card that has not hydrated yet from receiving new children. Past the first
 * FIRST_SCREEN_CARDS (a constant, not the screen's count, so the server's tree and the browser's match)
 * a server-rendered card hydrates when it comes near or is reached, or once the page is idle.
 */
function MovieCardItemOf<Movie extends MovieCardMovie>({
  movie,
  index,
  renderAction,
  ...card
}: MovieCardItemProps<Movie>) {
  const content = <MovieCard movie={movie} action={renderAction?.(movie)} {...card} />;
  return index < FIRST_SCREEN_CARDS ? (
    <li>{content}</li>
  ) : (
    <HydrateWhenNear as="li">{content}</HydrateWhenNear>
  );
}

export const MovieCardItem = memo(MovieCardItemOf) as typeof MovieCardItemOf;
