import { SubPageFrame } from '../subpages/SubPageFrame';
import { VideoGallery } from '../videos/VideoGallery';

export default function VideosPage() {
  return (
    <SubPageFrame page="videos" title="Videos" testId="page-mfe_movie-VideosPage">
      {(movie) => <VideoGallery movie={movie} />}
    </SubPageFrame>
  );
}
