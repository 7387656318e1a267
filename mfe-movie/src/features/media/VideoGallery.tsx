import type { MovieDetails } from '@marquee/contracts';
import { Lightbox } from '@marquee/ui';
import { useState } from 'react';
import { FilterChips } from '../../components/FilterChips';
import { CardGrid, EmptyText } from '../../components/subPageLayout';
import { VideoCard } from './VideoCard';
import { useMovieMessages } from '../../messages';
import { countByType, playableVideos, videoTypeName } from './videoFacts';

// Not a TMDB type: the chip that keeps every video.
const ALL_TYPES = 'all';

/** The film's videos, filterable by type; a card plays its video in an embedded player. */
export function VideoGallery({ movie }: { movie: MovieDetails }) {
  const { t } = useMovieMessages();
  const [type, setType] = useState(ALL_TYPES);
  const [playing, setPlaying] = useState<number | null>(null);
  const videos = playableVideos(movie.videos?.results ?? []);
  const shown = type === ALL_TYPES ? videos : videos.filter((video) => video.type === type);
  const options = [
    { id: ALL_TYPES, label: t('common.withCount', { label: t('common.all'), count: videos.length }) },
    ...countByType(videos).map(({ type: id, count }) => ({
      id,
      label: t('common.withCount', { label: videoTypeName(id, t), count }),
    })),
  ];

  return (
    <>
      <FilterChips label={t('videos.filter')} options={options} value={type} onChange={setType} />
      {shown.length === 0 ? (
        <EmptyText>{t('videos.none')}</EmptyText>
      ) : (
        <CardGrid $min="17rem">
          {shown.map((video, index) => (
            <li key={video.id}>
              <VideoCard video={video} onPlay={() => setPlaying(index)} />
            </li>
          ))}
        </CardGrid>
      )}
      {playing !== null && (
        <Lightbox
          items={shown.map((video) => ({ kind: 'video', youtubeKey: video.key, title: video.name }))}
          index={playing}
          onIndexChange={setPlaying}
          onClose={() => setPlaying(null)}
        />
      )}
    </>
  );
}
