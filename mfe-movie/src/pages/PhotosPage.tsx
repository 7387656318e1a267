import { PlaceholderPage } from '@marquee/ui';

export default function PhotosPage() {
  return <PlaceholderPage title="Photos" testId="page-mfe_movie-PhotosPage" />;
}
