import { PlaceholderPage } from '@marquee/ui';

export default function WatchlistPage() {
  return <PlaceholderPage title="Watchlist" testId="page-mfe_account-WatchlistPage" />;
}
