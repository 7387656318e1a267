import { type MovieDetails, type Video } from '@marquee/contracts';
import { type LightboxItem, Section, tmdbImageUrl, tint, theme } from '@marquee/ui';
import styled from 'styled-components';
import { DETAIL_LIMITS } from '../../components/detailLimits';
import { SectionLink } from '../../components/SectionLink';
import { useLightbox } from '../../components/useLightbox';
import { type useSubPages } from '../../components/useSubPages';
import { filmPhotos, isBackdrop } from './photoFilters';
import { photoLightboxItem } from './photoLightboxItem';
import { PlayIcon } from '../../components/PlayIcon';
import { youtubeThumbnail } from './videoFacts';
import { useMovieMessages } from '../../messages';

const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 2px 2px ${theme.space.sm};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
`;

const Tile = styled.button<{ $wide: boolean }>`
  position: relative;
  display: block;
  height: 8.5rem;
  aspect-ratio: ${({ $wide }) => ($wide ? '16 / 9' : '2 / 3')};
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.surface};
  cursor: zoom-in;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${theme.transitions.normal};
  }
  &:hover img {
    transform: scale(1.04);
  }

  ${theme.media.tabletUp} {
    height: 10rem;
  }
`;

const VideoTile = styled(Tile).attrs({ $wide: true })`
  cursor: pointer;
`;

const PlayBadge = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: linear-gradient(to top, rgba(0, 0, 0, 0.75), transparent 60%);
  color: ${theme.colors.text};

  svg {
    padding: 0.6rem;
    border-radius: 50%;
    background: ${tint(theme.colors.background, 70)};
  }
`;

const VideoName = styled.span`
  position: absolute;
  inset: auto 0 0;
  padding: ${theme.space.xs};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.text};
  text-align: start;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Links = styled.div`
  display: flex;
  gap: ${theme.space.md};
`;

const Subheading = styled.h3`
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.textMuted};
`;

const videoItem = (video: Video): LightboxItem => ({
  kind: 'video',
  youtubeKey: video.key,
  title: video.name,
});

export interface MediaSectionProps {
  movie: MovieDetails;
  /** The kept videos (YouTube trailers, teasers, clips, featurettes). */
  videos: Video[];
  subPages: ReturnType<typeof useSubPages>;
}

/** A strip of stills and one of videos; each opens in a lightbox. Hidden when the film has neither. */
export function MediaSection({ movie, videos, subPages }: MediaSectionProps) {
  const { t } = useMovieMessages();
  const { show, lightbox } = useLightbox();
  const photos = filmPhotos(movie);
  const shownPhotos = photos.slice(0, DETAIL_LIMITS.photos);
  const shownVideos = videos.slice(0, DETAIL_LIMITS.videos);
  const allVideos = movie.videos?.results.length ?? 0;
  if (shownPhotos.length === 0 && shownVideos.length === 0) return null;

  const photoItems = shownPhotos.map((image, position) =>
    photoLightboxItem(image, t('media.photoAlt', { title: movie.title, number: position + 1 })),
  );
  const videoItems = shownVideos.map(videoItem);
  const links = (
    <Links>
      {photos.length > DETAIL_LIMITS.photos && (
        <SectionLink {...subPages.linkProps('moviePhotos')}>
          {t('media.viewAllPhotos', { count: photos.length })}
        </SectionLink>
      )}
      {allVideos > DETAIL_LIMITS.videos && (
        <SectionLink {...subPages.linkProps('movieVideos')}>
          {t('media.viewAllVideos', { count: allVideos })}
        </SectionLink>
      )}
    </Links>
  );

  return (
    <Section title={t('media.title')} action={links}>
      {shownPhotos.length > 0 && (
        <>
          <Subheading>{t('media.photos')}</Subheading>
          <Strip aria-label={t('media.photos')}>
            {shownPhotos.map((image, position) => (
              <li key={image.file_path}>
                <Tile
                  type="button"
                  $wide={isBackdrop(image)}
                  aria-label={t('media.openPhoto', { number: position + 1, total: shownPhotos.length })}
                  onClick={() => show(photoItems, position)}
                >
                  <img
                    src={tmdbImageUrl(image.file_path, 'w300')}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                  />
                </Tile>
              </li>
            ))}
          </Strip>
        </>
      )}
      {shownVideos.length > 0 && (
        <>
          <Subheading>{t('media.videos')}</Subheading>
          <Strip aria-label={t('media.videos')}>
            {shownVideos.map((video, position) => (
              <li key={video.id}>
                <VideoTile
                  type="button"
                  aria-label={t('media.playVideo', { name: video.name })}
                  onClick={() => show(videoItems, position)}
                >
                  <img
                    src={youtubeThumbnail(video.key, 'hqdefault')}
                    alt=""
                    width={480}
                    height={360}
                    loading="lazy"
                    decoding="async"
                  />
                  <PlayBadge aria-hidden="true">
                    <PlayIcon size={40} />
                  </PlayBadge>
                  <VideoName aria-hidden="true">{video.name}</VideoName>
                </VideoTile>
              </li>
            ))}
          </Strip>
        </>
      )}
      {lightbox}
    </Section>
  );
}
