import { SubPageFrame } from '../features/subpages/SubPageFrame';
import { VideoGallery } from '../features/media/VideoGallery';
import { useMovieMessages } from '../messages';

export default function VideosPage() {
  const { t } = useMovieMessages();
  return (
    <SubPageFrame page="movieVideos" title={t('subPage.videos')} testId="page-mfe_movie-VideosPage">
      {(movie) => <VideoGallery movie={movie} />}
    </SubPageFrame>
  );
}
