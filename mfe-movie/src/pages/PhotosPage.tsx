import { PhotoGallery } from '../features/media/PhotoGallery';
import { SubPageFrame } from '../features/subpages/SubPageFrame';
import { useMovieMessages } from '../messages';

export default function PhotosPage() {
  const { t } = useMovieMessages();
  return (
    <SubPageFrame page="moviePhotos" title={t('subPage.photos')} testId="page-mfe_movie-PhotosPage">
      {(movie) => <PhotoGallery movie={movie} />}
    </SubPageFrame>
  );
}
