import { Watchlist } from '../features/watchlist/Watchlist';

export default function WatchlistPage() {
  return <Watchlist />;
}
