import type { ListEntry } from '@marquee/contracts';
import { formatDate, MovieCard, VisuallyHidden, theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import AddToListButton from '../../widgets/AddToListButton';
import LogFilmButton from '../../widgets/LogFilmButton';
import WatchlistButton from '../../widgets/WatchlistButton';
import { useCommunityMessages } from '../../messages/community';

const Tile = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Rank = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 2rem;
  height: 2rem;
  padding: 0 ${theme.space.xxs};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-weight: ${theme.fontWeights.black};
  font-size: ${theme.fontSizes.sm};
`;

const CornerRank = styled(Rank)`
  position: absolute;
  top: ${theme.space.xs};
  inset-inline-start: ${theme.space.xs};
  z-index: 1;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.4);
`;

export const Note = styled.p`
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-style: italic;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The film of an entry as the shared film card draws it. */
const cardMovieOf = (entry: ListEntry) => ({
  id: Number(entry.movieId),
  title: entry.title,
  release_date: entry.year,
  vote_average: entry.voteAverage,
  overview: '',
  poster_path: entry.poster,
  genre_ids: [],
});

/** A film's rank on a list, read as "Rank 3"; on a poster's corner or in a row. */
export function RankNumber({ rank, onPoster = false }: { rank: number; onPoster?: boolean }) {
  const { t } = useCommunityMessages();
  const Badge = onPoster ? CornerRank : Rank;
  return (
    <Badge>
      <VisuallyHidden>{`${t('entry.rank')} `}</VisuallyHidden>
      {t('entry.rankNumber', { rank })}
    </Badge>
  );
}

export interface EntryCardProps {
  entry: ListEntry;
  ranked: boolean;
  eager: boolean;
  /** The owner's controls, or the note being edited. */
  children?: ReactNode;
}

/**
 * A film of a list in the poster grid: its card with its rank, the date it was added and its note, and
 * on its poster the actions every film card has (watchlist, add to list, mark as watched).
 */
export function EntryCard({ entry, ranked, eager, children }: EntryCardProps) {
  const { t } = useCommunityMessages();
  const movie = cardMovieOf(entry);
  return (
    <Tile>
      {ranked && <RankNumber rank={entry.rank} onPoster />}
      <MovieCard
        movie={movie}
        note={t('entry.added', { date: formatDate(entry.addedAt, 'medium') })}
        eager={eager}
        headingLevel={2}
        action={
          <>
            <WatchlistButton movie={movie} />
            <AddToListButton movie={movie} />
            <LogFilmButton movie={movie} />
          </>
        }
      />
      {entry.note && <Note>{entry.note}</Note>}
      {children}
    </Tile>
  );
}
