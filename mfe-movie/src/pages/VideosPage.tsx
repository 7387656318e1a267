import { PlaceholderPage } from '@marquee/ui';

export default function VideosPage() {
  return <PlaceholderPage title="Videos" testId="page-mfe_movie-VideosPage" />;
}
