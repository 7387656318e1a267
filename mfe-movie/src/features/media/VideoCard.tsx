import type { Video } from '@marquee/contracts';
import { formatDate, theme } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CardCaption } from '../../components/CardCaption';
import { CardButton } from '../../components/subPageLayout';
import { useMovieMessages } from '../../messages';
import { badgeTone, videoQuality, videoTypeName, youtubeThumbnail, type BadgeTone } from './videoFacts';

// The badge colours are the video types' own (docs/product.md §2), not the theme's: they only label, never act.
const toneColors: Record<BadgeTone, string> = {
  red: '#d9253f',
  orange: '#e8772e',
  blue: '#3b82f6',
  green: '#22a55b',
  purple: '#8b5cf6',
  pink: '#e4509a',
  grey: '#6b7280',
};

const Still = styled.div`
  position: relative;
`;

const Thumbnail = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: #000;
`;

const Badge = styled.span<{ $tone: BadgeTone }>`
  position: absolute;
  top: ${theme.space.xs};
  inset-inline-start: ${theme.space.xs};
  padding: 0.15rem ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${({ $tone }) => toneColors[$tone]};
  color: #fff;
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
`;

/** A video of the film as a card with its still and facts; pressing it plays the video. */
export function VideoCard({ video, onPlay }: { video: Video; onPlay(): void }) {
  const { t } = useMovieMessages();
  // Not every video has a full-resolution still; YouTube answers with an error image then.
  const [still, setStill] = useState<'maxresdefault' | 'hqdefault'>('maxresdefault');
  const facts = [video.site, formatDate(video.published_at, 'medium'), videoQuality(video.size)].filter(
    Boolean,
  );

  return (
    <CardButton aria-label={t('videos.play', { name: video.name })} onClick={onPlay}>
      <Still>
        <Thumbnail
          src={youtubeThumbnail(video.key, still)}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setStill('hqdefault')}
        />
        <Badge $tone={badgeTone(video.type)} data-tone={badgeTone(video.type)}>
          {videoTypeName(video.type, t)}
        </Badge>
      </Still>
      <CardCaption title={video.name} detail={facts.join(' • ')} />
    </CardButton>
  );
}
