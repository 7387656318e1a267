import { PhotoGallery } from '../features/media/PhotoGallery';
import { SubPageFrame } from '../features/subpages/SubPageFrame';

export default function PhotosPage() {
  return (
    <SubPageFrame page="moviePhotos" title="Photos" testId="page-mfe_movie-PhotosPage">
      {(movie) => <PhotoGallery movie={movie} />}
    </SubPageFrame>
  );
}
