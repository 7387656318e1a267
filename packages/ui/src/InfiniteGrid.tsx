import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { INFINITE_SCROLL_MARGIN_PX } from './browsingConstants';
import { theme } from './theme';
import { useFirstScreenCards } from './useFirstScreenCards';
import { Button } from './Button';
import { useUiMessages } from './messages';
import { type MovieCardMovie } from './MovieCard';
import { MovieCardItem } from './MovieCardItem';
import { MovieCardSkeleton } from './MovieCardSkeleton';
import { MovieGrid } from './MovieGrid';
import { VisuallyHidden } from './VisuallyHidden';

const Sentinel = styled.div`
  height: 1px;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl} 0;
  color: ${theme.colors.textMuted};
  text-align: center;
`;

/** Skeleton cards while a page is on its way: a screenful for the first, a row for the next ones. */
const FIRST_PAGE_SKELETONS = 12;
const NEXT_PAGE_SKELETONS = 6;

export interface InfiniteGridProps<Movie extends MovieCardMovie> {
  movies: Movie[];
  loading: boolean;
  error: Error | null;
  /** No page is left: the end message shows instead of the loader. */
  done: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Names the list for screen readers ("Popular movies"). */
  label: string;
  /** A control for each card (the watchlist button). */
  renderAction?: (movie: Movie) => ReactNode;
  /** Shown under the last film once everything is loaded. */
  endMessage?: ReactNode;
  /**
   * The grid opens the page: its first posters load at once instead of lazily, the very first (the
   * likely largest image in view) with high priority.
   */
  aboveFold?: boolean;
}

/**
 * A grid of film cards that loads the next page as its end comes within 100 px of the viewport
 * (IntersectionObserver), shows skeleton cards while loading, and a quiet Retry when a page fails. It is
 * a page's list under its h1, so each card's title is an h2.
 */
export function InfiniteGrid<Movie extends MovieCardMovie>({
  movies,
  loading,
  error,
  done,
  onLoadMore,
  onRetry,
  label,
  renderAction,
  endMessage,
  aboveFold = false,
}: InfiniteGridProps<Movie>) {
  const { t } = useUiMessages();
  const sentinel = useRef<HTMLDivElement>(null);
  const firstScreenCards = useFirstScreenCards();
  const [nearEnd, setNearEnd] = useState(false);
  const watching = !done && !error;

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setNearEnd(entry?.isIntersecting ?? false), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);

  // Also after a page has arrived: when it did not fill the screen the end is still in view, and the
  // observer reports no new crossing.
  useEffect(() => {
    if (nearEnd && !loading && watching) onLoadMore();
  }, [nearEnd, loading, watching, onLoadMore, movies.length]);

  const skeletons = loading ? (movies.length === 0 ? FIRST_PAGE_SKELETONS : NEXT_PAGE_SKELETONS) : 0;

  return (
    <>
      <MovieGrid aria-label={label} aria-busy={loading}>
        {movies.map((movie, index) => (
          <MovieCardItem
            key={movie.id}
            movie={movie}
            index={index}
            renderAction={renderAction}
            priority={aboveFold && index === 0}
            eager={aboveFold && index < firstScreenCards}
            headingLevel={2}
          />
        ))}
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={`skeleton-${index}`} aria-hidden="true">
            <MovieCardSkeleton />
          </li>
        ))}
      </MovieGrid>
      <VisuallyHidden role="status">{loading ? t('grid.loading') : ''}</VisuallyHidden>
      {watching && <Sentinel ref={sentinel} data-testid="infinite-grid-sentinel" />}
      {error && (
        <Footer>
          <p>{t('grid.loadMoreFailed')}</p>
          <Button $variant="secondary" $size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Footer>
      )}
      {done && endMessage && <Footer>{endMessage}</Footer>}
    </>
  );
}
