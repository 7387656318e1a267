import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { ChevronIcon } from './LineIcon';
import { useUiMessages } from './messages';
import { Modal } from './Modal';
import { roundButton } from './roundButton';
import { theme } from './theme';
import { arrowStep, useWritingDirection } from './writingDirection';

export type LightboxImage = { kind: 'image'; src: string; alt: string; downloadUrl?: string };
export type LightboxVideo = { kind: 'video'; youtubeKey: string; title: string };
export type LightboxItem = LightboxImage | LightboxVideo;

export interface LightboxProps {
  items: LightboxItem[];
  /** The item shown; the caller owns it so it can open the lightbox at any item. */
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
  /** A line under the picture telling how to move around. */
  hint?: string;
}

/** The index `step` places from `index` in a list of `total`, going round past either end. */
export function wrapIndex(index: number, step: number, total: number): number {
  return (((index + step) % total) + total) % total;
}

export function youtubeWatchUrl(key: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(key)}`;
}

// The no-cookie host: the player sets no tracking cookies until the visitor presses play.
function youtubeEmbedUrl(key: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(key)}?autoplay=1&rel=0`;
}

const Stage = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Media = styled.div`
  grid-column: 2;
  display: grid;
  place-items: center;
  min-width: 0;
`;

const Picture = styled.img`
  max-width: 100%;
  max-height: 70vh;
  border-radius: ${theme.radii.md};
  object-fit: contain;
  cursor: pointer;
`;

const Player = styled.iframe`
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
  border-radius: ${theme.radii.md};
  background: #000;
`;

const StepButton = styled.button`
  ${roundButton('2.75rem')}
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};

  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Counter = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.text};
`;

/**
 * Photos or videos one at a time over the page: previous and next go round past either end (also with
 * the arrow keys, which follow the reading direction); images can be downloaded, videos play embedded or
 * open on YouTube.
 */
export function Lightbox({ items, index, onIndexChange, onClose, hint }: LightboxProps) {
  const { t } = useUiMessages();
  const direction = useWritingDirection();
  const item = items[index];
  const total = items.length;
  const step = (by: number) => onIndexChange(wrapIndex(index, by, total));
  // The key listener lives as long as the lightbox; it reads the latest step and direction through this ref.
  const latest = useRef({ step, direction });
  useEffect(() => {
    latest.current = { step, direction };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const by = arrowStep(event.key, latest.current.direction);
      if (by !== 0) latest.current.step(by);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!item) return null;
  const title = item.kind === 'image' ? item.alt : item.title;
  return (
    <Modal open onClose={onClose} title={title} variant="media">
      <Stage>
        {total > 1 && (
          <StepButton type="button" aria-label={t('lightbox.previous')} onClick={() => step(-1)}>
            <ChevronIcon direction="left" size={22} />
          </StepButton>
        )}
        <Media>
          {item.kind === 'image' ? (
            <Picture src={item.src} alt={item.alt} onClick={() => step(1)} />
          ) : (
            <Player
              key={item.youtubeKey}
              src={youtubeEmbedUrl(item.youtubeKey)}
              title={item.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              // The site sends no referrer by default; YouTube's player refuses to play without one.
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </Media>
        {total > 1 && (
          <StepButton type="button" aria-label={t('lightbox.next')} onClick={() => step(1)}>
            <ChevronIcon direction="right" size={22} />
          </StepButton>
        )}
      </Stage>
      <Footer>
        <Counter aria-live="polite">{t('lightbox.position', { position: index + 1, total })}</Counter>
        {hint && <span>{hint}</span>}
        {item.kind === 'image' && item.downloadUrl && (
          // Browsers ignore `download` across origins and open the file instead, so in a new tab.
          <Button
            as="a"
            href={item.downloadUrl}
            download
            target="_blank"
            rel="noopener noreferrer"
            $size="sm"
          >
            {t('lightbox.download')}
          </Button>
        )}
        {item.kind === 'video' && (
          <Button
            as="a"
            href={youtubeWatchUrl(item.youtubeKey)}
            target="_blank"
            rel="noopener noreferrer"
            $size="sm"
            $variant="secondary"
          >
            {t('lightbox.openOnYouTube')}
          </Button>
        )}
      </Footer>
    </Modal>
  );
}
