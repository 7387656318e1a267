import { PlaceholderPage } from '@marquee/ui';

export default function MovieDetailPage() {
  return <PlaceholderPage title="Movie details" testId="page-mfe_movie-MovieDetailPage" />;
}
