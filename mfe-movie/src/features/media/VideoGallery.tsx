import type { MovieDetails } from '@marquee/contracts';
import { Lightbox } from '@marquee/ui';
import { useState } from 'react';
import { FilterChips } from '../../components/FilterChips';
import { CardGrid, EmptyText } from '../../components/subPageLayout';
import { VideoCard } from './VideoCard';
import { countByType, playableVideos } from './videoFacts';

const ALL_TYPES = 'All';

/** The film's videos, filterable by type; a card plays its video in an embedded player. */
export function VideoGallery({ movie }: { movie: MovieDetails }) {
  const [type, setType] = useState(ALL_TYPES);
  const [playing, setPlaying] = useState<number | null>(null);
  const videos = playableVideos(movie.videos?.results ?? []);
  const shown = type === ALL_TYPES ? videos : videos.filter((video) => video.type === type);
  const options = [
    { id: ALL_TYPES, label: `All (${videos.length})` },
    ...countByType(videos).map(({ type: id, count }) => ({ id, label: `${id} (${count})` })),
  ];

  return (
    <>
      <FilterChips label="Video type" options={options} value={type} onChange={setType} />
      {shown.length === 0 ? (
        <EmptyText>No videos found for this filter.</EmptyText>
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
