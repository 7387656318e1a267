import { type WatchlistItem } from '@marquee/contracts';
import { Button, formatDate, MovieCard } from '@marquee/ui';

export interface WatchlistCardProps {
  item: WatchlistItem;
  onRemove(): void;
  /** In the page's first screenful: the poster loads at once. */
  eager?: boolean;
}

/** A film on the watchlist: the film card with the date it was added, and Remove on its poster. */
export function WatchlistCard({ item, onRemove, eager = false }: WatchlistCardProps) {
  return (
    <MovieCard
      movie={{
        id: Number(item.movieId),
        title: item.title,
        release_date: item.year,
        vote_average: item.vote_average,
        overview: item.overview,
        poster_path: item.poster,
        genre_ids: [],
      }}
      note={`Added ${formatDate(item.addedAt, 'medium')}`}
      eager={eager}
      action={
        <Button $variant="secondary" $size="sm" aria-label={`Remove ${item.title}`} onClick={onRemove}>
          Remove
        </Button>
      }
    />
  );
}
