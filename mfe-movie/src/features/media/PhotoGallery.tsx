import type { Image, MovieDetails } from '@marquee/contracts';
import { Lightbox, tmdbImageUrl, theme } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FilterChips } from '../../components/FilterChips';
import { CardButton, CardGrid, EmptyText } from '../../components/subPageLayout';
import { PHOTO_FILTERS, filmPhotos, filterPhotos, isBackdrop, type PhotoFilter } from './photoFilters';
import { photoLightboxItem } from './photoLightboxItem';
import { useMovieMessages, type MovieTranslate } from '../../messages';

const Thumbnail = styled.img<{ $backdrop: boolean }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $backdrop }) => ($backdrop ? '16 / 9' : '2 / 3')};
  object-fit: cover;
`;

// Backdrops and posters differ in height; each keeps its own instead of stretching to the row's.
const PhotoGrid = styled(CardGrid)`
  align-items: start;
`;

const Count = styled.p`
  color: ${theme.colors.textMuted};
`;

function photoName(movie: MovieDetails, photo: Image, position: number, t: MovieTranslate): string {
  const values = { title: movie.title, number: position };
  return isBackdrop(photo) ? t('photos.backdropName', values) : t('photos.posterName', values);
}

/** The film's backdrops and posters in a filterable grid; a photo opens full size in a lightbox. */
export function PhotoGallery({ movie }: { movie: MovieDetails }) {
  const { t } = useMovieMessages();
  const [filter, setFilter] = useState<PhotoFilter>('all');
  const [openAt, setOpenAt] = useState<number | null>(null);
  const photos = filterPhotos(filmPhotos(movie), filter);
  const names = photos.map((photo, index) => photoName(movie, photo, index + 1, t));
  const filters = PHOTO_FILTERS.map(({ id, label }) => ({ id, label: t(label) }));

  return (
    <>
      <FilterChips label={t('photos.filter')} options={filters} value={filter} onChange={setFilter} />
      {photos.length === 0 ? (
        <EmptyText>{t('photos.none')}</EmptyText>
      ) : (
        <>
          <Count>{t('photos.count', { count: photos.length })}</Count>
          <PhotoGrid $min="14rem">
            {photos.map((photo, index) => (
              <li key={photo.file_path}>
                <CardButton
                  aria-label={t('photos.open', { name: names[index]! })}
                  onClick={() => setOpenAt(index)}
                >
                  <Thumbnail
                    $backdrop={isBackdrop(photo)}
                    src={tmdbImageUrl(photo.file_path, 'w300')}
                    srcSet={`${tmdbImageUrl(photo.file_path, 'w300')} 300w, ${tmdbImageUrl(photo.file_path, 'w500')} 500w`}
                    sizes="(min-width: 768px) 20vw, 50vw"
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                </CardButton>
              </li>
            ))}
          </PhotoGrid>
        </>
      )}
      {openAt !== null && (
        <Lightbox
          items={photos.map((photo, index) => photoLightboxItem(photo, names[index]!))}
          index={openAt}
          onIndexChange={setOpenAt}
          onClose={() => setOpenAt(null)}
          hint={t('lightbox.hint')}
        />
      )}
    </>
  );
}
