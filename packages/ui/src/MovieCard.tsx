import { pageHref } from '@marquee/contracts/pages';
import { type MovieSummary } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { OVERVIEW_MAX_LENGTH } from './browsingConstants';
import { releaseYear, truncateText } from './movieImages';
import { Poster } from './Poster';
import { Rating } from './Rating';

/** What a card shows of a film: a list entry (MovieSummary) has it all. */
export type MovieCardMovie = Pick<
  MovieSummary,
  'id' | 'title' | 'release_date' | 'vote_average' | 'overview' | 'poster_path' | 'genre_ids'
>;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const PosterFrame = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.35);
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    box-shadow ${({ theme }) => theme.transitions.normal};

  ${CardLink}:hover &, ${CardLink}:focus-visible & {
    transform: translateY(-4px);
    box-shadow:
      0 14px 30px rgba(0, 0, 0, 0.5),
      0 0 0 2px ${({ theme }) => theme.colors.accent};
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Overview = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
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
  gap: ${({ theme }) => theme.space.xs};
  aspect-ratio: 2 / 3;
  padding: ${({ theme }) => theme.space.xs};
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
  return (
    <Card>
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
      {action && <Action>{action}</Action>}
    </Card>
  );
}
