import { pageHref } from '@marquee/contracts/pages';
import { type MovieSummary } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { OVERVIEW_MAX_LENGTH } from './browsingConstants';
import { releaseYear, truncateText } from './movieImages';
import { Poster } from './Poster';
import { Rating } from './Rating';
import { theme } from './theme';
import { useNearViewport } from './useNearViewport';

/** What a card shows of a film: a list entry (MovieSummary) has it all. */
export type MovieCardMovie = Pick<
  MovieSummary,
  'id' | 'title' | 'release_date' | 'vote_average' | 'overview' | 'poster_path' | 'genre_ids'
>;

/**
 * How near the viewport a card's controls are mounted. A page holds a hundred cards or more, five
 * controls each from another remote: mounting them all after the first paint built about 670 elements
 * on the home page that nobody could see yet. A card scrolled into a row's view or focused mounts them
 * within the frame.
 */
const ACTIONS_MARGIN = '200px';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.md};

  &:hover {
    color: ${theme.colors.text};
  }
`;

const PosterFrame = styled.div`
  border-radius: ${theme.radii.md};
  overflow: hidden;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.35);
  transition:
    transform ${theme.transitions.normal},
    box-shadow ${theme.transitions.normal};

  ${CardLink}:hover &, ${CardLink}:focus-visible & {
    transform: translateY(-4px);
    box-shadow:
      0 14px 30px rgba(0, 0, 0, 0.5),
      0 0 0 2px ${theme.colors.accent};
  }
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.tight};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Overview = styled.p`
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.normal};
  color: ${theme.colors.textMuted};
`;

/*
 * The poster's area (the card's width at the poster's 2:3) holding its controls in the corner: one, or a
 * column of them (watchlist, lists, seen, remind me, not interested) that goes on in a second column
 * inwards when a narrow card's poster is not tall enough for all. Clicks between them reach the poster.
 */
const Action = styled.div`
  position: absolute;
  inset: 0 0 auto;
  z-index: 1;
  display: flex;
  flex-flow: column wrap-reverse;
  align-content: flex-start;
  gap: ${theme.space.xs};
  aspect-ratio: 2 / 3;
  padding: ${theme.space.xs};
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

export interface MovieCardProps {
  movie: MovieCardMovie;
  /** Controls placed on the poster (watchlist, mark as watched); outside the link, so each is its own stop. */
  action?: ReactNode;
  /** A further line under the year and rating (the watchlist's date added). */
  note?: ReactNode;
  /** How wide the card is drawn (the poster's `sizes`); the grid's width by default. */
  sizes?: string;
  /** The poster is the page's largest image in the first screenful (see Poster). */
  priority?: boolean;
  /** The poster is in the first screenful: it loads at once instead of lazily. */
  eager?: boolean;
  /** The title's level in the page outline: 3 in a titled row, 2 in a grid right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** A film in a list: poster, title, year, rating and the start of its overview, linking to its page. */
export function MovieCard({
  movie,
  action,
  note,
  sizes = '(max-width: 767px) 45vw, (max-width: 1279px) 22vw, 200px',
  priority = false,
  eager = false,
  headingLevel = 3,
}: MovieCardProps) {
  const year = releaseYear(movie.release_date);
  const [card, near] = useNearViewport<HTMLElement>(ACTIONS_MARGIN);
  // Focus reaches a card before the observer can tell (a keyboard user tabbing along a row): its
  // controls come with it, so the next Tab lands on them.
  const [focused, setFocused] = useState(false);
  const showActions = near || focused;
  return (
    <Card ref={card} onFocus={showActions ? undefined : () => setFocused(true)}>
      <CardLink to={pageHref('movie', { id: movie.id })}>
        <PosterFrame>
          <Poster
            path={movie.poster_path}
            title={movie.title}
            year={year}
            genre={movie.genre_ids[0]}
            sizes={sizes}
            priority={priority}
            eager={eager}
            alt=""
          />
        </PosterFrame>
        <Title as={`h${headingLevel}`}>{movie.title}</Title>
        <Meta>
          {year && <span>{year}</span>}
          {year && <span aria-hidden="true">·</span>}
          <Rating value={movie.vote_average} />
        </Meta>
        {note && <Meta>{note}</Meta>}
        {movie.overview && <Overview>{truncateText(movie.overview, OVERVIEW_MAX_LENGTH)}</Overview>}
      </CardLink>
      {action && <Action>{showActions && action}</Action>}
    </Card>
  );
}
