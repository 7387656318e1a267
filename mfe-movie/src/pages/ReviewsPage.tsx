import { PlaceholderPage } from '@marquee/ui';

export default function ReviewsPage() {
  return <PlaceholderPage title="Reviews" testId="page-mfe_movie-ReviewsPage" />;
}
