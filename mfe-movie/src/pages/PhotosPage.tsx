import { PhotoGallery } from '../photos/PhotoGallery';
import { SubPageFrame } from '../subpages/SubPageFrame';

export default function PhotosPage() {
  return (
    <SubPageFrame page="photos" title="Photos" testId="page-mfe_movie-PhotosPage">
      {(movie) => <PhotoGallery movie={movie} />}
    </SubPageFrame>
  );
}
