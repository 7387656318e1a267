import { SubPageFrame } from '../features/subpages/SubPageFrame';
import { VideoGallery } from '../features/media/VideoGallery';

export default function VideosPage() {
  return (
    <SubPageFrame page="movieVideos" title="Videos" testId="page-mfe_movie-VideosPage">
      {(movie) => <VideoGallery movie={movie} />}
    </SubPageFrame>
  );
}
