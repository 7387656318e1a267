import { type WatchlistItem } from '@marquee/contracts';
import { Button, formatDate, MovieCard } from '@marquee/ui';
import { useAccountMessages } from '../../messages/account';
import LogFilmButton from '../../widgets/LogFilmButton';

export interface WatchlistCardProps {
  item: WatchlistItem;
  onRemove(): void;
  /** In the page's first screenful: the poster loads at once. */
  eager?: boolean;
}

/**
 * A film on the watchlist: the film card with the date it was added, and Remove and Mark as Watched on its
 * poster (logging it offers to take it off the list).
 */
export function WatchlistCard({ item, onRemove, eager = false }: WatchlistCardProps) {
  const { t } = useAccountMessages();
  const movie = {
    id: Number(item.movieId),
    title: item.title,
    release_date: item.year,
    vote_average: item.vote_average,
    overview: item.overview,
    poster_path: item.poster,
  };
  return (
    <MovieCard
      movie={{ ...movie, genre_ids: [] }}
      note={t('watchlist.added', { date: formatDate(item.addedAt, 'medium') })}
      eager={eager}
      action={
        <>
          <Button
            $variant="secondary"
            $size="sm"
            aria-label={t('common.removeFilm', { title: item.title })}
            onClick={onRemove}
          >
            {t('common.remove')}
          </Button>
          <LogFilmButton movie={movie} />
        </>
      }
    />
  );
}
