import { PlaceholderPage } from '@marquee/ui';

export default function CastPage() {
  return <PlaceholderPage title="Cast & Crew" testId="page-mfe_movie-CastPage" />;
}
