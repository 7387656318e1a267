import { type Video } from '@marquee/contracts';
import { Section, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useLightbox } from '../../components/useLightbox';
import { PlayIcon } from '../../components/PlayIcon';
import { youtubeThumbnail } from './videoFacts';
import { useMovieMessages } from '../../messages';

/* A still with a play button: the player (and YouTube's scripts) load only when the visitor asks. */
const Facade = styled.button`
  position: relative;
  display: block;
  width: 100%;
  max-width: 56rem;
  aspect-ratio: 16 / 9;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  background: #000;
  cursor: pointer;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.8;
    transition: opacity ${theme.transitions.normal};
  }
  &:hover img {
    opacity: 1;
  }
`;

const Play = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;

  svg {
    padding: 1rem;
    border-radius: 50%;
    background: ${theme.colors.red};
    color: ${theme.colors.onRed};
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.5);
  }
`;

/** The official trailer. Hidden when the film has none. */
export function TrailerSection({ trailer }: { trailer: Video | undefined }) {
  const { t } = useMovieMessages();
  const { show, lightbox } = useLightbox();
  if (!trailer) return null;
  return (
    <Section title={t('trailer.title')}>
      <Facade
        type="button"
        aria-label={t('trailer.play', { name: trailer.name })}
        onClick={() => show([{ kind: 'video', youtubeKey: trailer.key, title: trailer.name }])}
      >
        <img
          src={youtubeThumbnail(trailer.key, 'hqdefault')}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
        />
        <Play aria-hidden="true">
          <PlayIcon size={64} />
        </Play>
      </Facade>
      {lightbox}
    </Section>
  );
}
