import { Link } from '@marquee/router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ROW_SCROLL_STEP_PX } from './browsingConstants';
import { theme } from './theme';
import { useFirstScreenCards } from './useFirstScreenCards';
import { Button } from './Button';
import { Heading } from './Heading';
import { ChevronIcon } from './LineIcon';
import { useUiMessages } from './messages';
import { type MovieCardMovie } from './MovieCard';
import { MovieCardItem } from './MovieCardItem';
import { MovieCardSkeleton } from './MovieCardSkeleton';
import { roundButton } from './roundButton';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

const ViewAll = styled(Link)`
  margin-inline-start: auto;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
`;

const ArrowButton = styled.button`
  ${roundButton('2.25rem')}
  display: none;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};

  &:hover:not(:disabled) {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }

  ${theme.media.tabletUp} {
    display: grid;
  }
`;

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 9.5rem;
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.xs} 2px ${theme.space.md};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;

  ${theme.media.tabletUp} {
    grid-auto-columns: 11.25rem;
    gap: ${theme.space.lg};
  }
`;

const Problem = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  color: ${theme.colors.textMuted};
`;

const SKELETON_CARDS = 8;
const ROW_CARD_SIZES = '(max-width: 767px) 152px, 180px';
/** A card this much in view counts as shown, so a sub-pixel rounding never leaves an arrow enabled. */
const WHOLLY_IN_VIEW = 0.98;

/**
 * scrollLeft and scrollBy are physical: right to left, a row starts at 0 and scrolls on into negative
 * values. The sign that turns a step along the reading direction into a physical one.
 */
const inlineSign = (element: Element) => (getComputedStyle(element).direction === 'rtl' ? -1 : 1);

export interface MovieRowProps<Movie extends MovieCardMovie> {
  title: string;
  movies: Movie[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Where View All leads (the full list). */
  viewAllHref?: string;
  renderAction?: (movie: Movie) => ReactNode;
  /** The row is in the page's first screenful: its first posters load at once instead of lazily. */
  aboveFold?: boolean;
}

/**
 * A titled horizontal row of film cards: scroll buttons move it 400 px back or on (left or right, mirrored
 * in right-to-left text), the mouse wheel scrolls it on, and each card is a Tab stop in reading order.
 */
export function MovieRow<Movie extends MovieCardMovie>({
  title,
  movies,
  loading,
  error,
  onRetry,
  viewAllHref,
  renderAction,
  aboveFold = false,
}: MovieRowProps<Movie>) {
  const { t } = useUiMessages();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const firstScreenCards = useFirstScreenCards();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  // Whether the first and the last card are in view, as the browser reports while it lays the row out:
  // reading scrollLeft and widths here would force a layout of the whole page in the middle of hydration.
  useEffect(() => {
    const element = track.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!element || !first || !last || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((current) => {
          let { atStart, atEnd } = current;
          for (const entry of entries) {
            const inView = entry.isIntersecting && entry.intersectionRatio >= WHOLLY_IN_VIEW;
            if (entry.target === first) atStart = inView;
            if (entry.target === last) atEnd = inView;
          }
          // The same state when nothing changed, so a row of cards does not render again for nothing.
          return atStart === current.atStart && atEnd === current.atEnd ? current : { atStart, atEnd };
        }),
      { root: element, threshold: WHOLLY_IN_VIEW },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [movies.length, loading]);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    // A vertical wheel turn scrolls the row while it can move that way; at its ends the page scrolls.
    // Registered by hand because React's wheel listener is passive and cannot cancel the page's scroll.
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const scrolled = Math.abs(element.scrollLeft);
      const canMove =
        event.deltaY > 0 ? scrolled + element.clientWidth < element.scrollWidth - 1 : scrolled > 1;
      if (!canMove) return;
      event.preventDefault();
      element.scrollLeft += event.deltaY * inlineSign(element);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [movies.length, error]);

  const scrollBy = (step: number) => {
    const element = track.current;
    element?.scrollBy({ left: step * inlineSign(element), behavior: 'smooth' });
  };

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <Heading level={2} size="xl" id={headingId}>
          {title}
        </Heading>
        {viewAllHref && (
          <ViewAll to={viewAllHref} aria-label={t('row.viewAllLabel', { title })}>
            {t('row.viewAll')}
          </ViewAll>
        )}
        <ArrowButton
          type="button"
          aria-label={t('row.scrollBack', { title })}
          disabled={edges.atStart}
          onClick={() => scrollBy(-ROW_SCROLL_STEP_PX)}
          style={viewAllHref ? undefined : { marginInlineStart: 'auto' }}
        >
          <ChevronIcon direction="left" size={18} />
        </ArrowButton>
        <ArrowButton
          type="button"
          aria-label={t('row.scrollOn', { title })}
          disabled={edges.atEnd}
          onClick={() => scrollBy(ROW_SCROLL_STEP_PX)}
        >
          <ChevronIcon direction="right" size={18} />
        </ArrowButton>
      </Header>
      {error ? (
        <Problem role="alert">
          <span>{t('row.loadFailed', { title })}</span>
          <Button $variant="secondary" $size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Problem>
      ) : (
        <Track ref={track} aria-label={title} aria-busy={loading} data-testid="movie-row-track">
          {movies.map((movie, index) => (
            <MovieCardItem
              key={movie.id}
              movie={movie}
              index={index}
              renderAction={renderAction}
              sizes={ROW_CARD_SIZES}
              eager={aboveFold && index < firstScreenCards}
            />
          ))}
          {loading &&
            movies.length === 0 &&
            Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} aria-hidden="true">
                <MovieCardSkeleton />
              </li>
            ))}
        </Track>
      )}
    </Section>
  );
}
