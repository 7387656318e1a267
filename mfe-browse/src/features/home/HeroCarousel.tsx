import { type MovieSummary } from '@marquee/contracts';
import { directionOf } from '@marquee/contracts/languages';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import {
  AmbientArt,
  Button,
  ChevronIcon,
  Poster,
  Rating,
  releaseYear,
  roundButton,
  Skeleton,
  tint,
  truncateText,
  usePrefersReducedMotion,
  theme,
} from '@marquee/ui';
import { useCallback, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { useBrowseMessages } from '../../messages';
import { HERO_ROTATION_MS } from './homeConstants';
import { useAutoAdvance } from './useAutoAdvance';
import { useHeroImages } from './useHeroImages';

// The stage and its loading skeleton take the same room, so nothing moves when the films arrive.
const stageSize = css`
  height: min(64vh, 34rem);
  min-height: 26rem;

  ${theme.media.tabletUp} {
    height: min(78vh, 40rem);
    min-height: 30rem;
  }
`;

const Stage = styled.section`
  position: relative;
  ${stageSize}

  overflow: hidden;
  background: ${theme.colors.surface};
`;

const Slide = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity 700ms ease;
  pointer-events: ${({ $active }) => ($active ? 'auto' : 'none')};
`;

const Backdrop = styled(Poster)`
  position: absolute;
  inset: 0;
  height: 100%;
  aspect-ratio: auto;
`;

const PosterCard = styled(Poster)`
  display: none;
  flex: none;
  width: 15rem;
  border-radius: ${theme.radii.lg};
  box-shadow:
    0 24px 60px rgba(0, 0, 0, 0.6),
    0 0 0 1px ${theme.colors.border};

  ${theme.media.desktop} {
    display: grid;
  }
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background:
    linear-gradient(
      to top,
      ${theme.colors.background} 2%,
      ${tint(theme.colors.background, 55)} 45%,
      transparent 75%
    ),
    linear-gradient(
      to right,
      ${tint(theme.colors.background, 92)} 0%,
      ${tint(theme.colors.background, 50)} 45%,
      transparent 75%
    );

  /* The text's side is darkened: the inline start, on the right in a right-to-left page. */
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

const Layout = styled.div`
  position: absolute;
  inset: auto 0 0;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.xl};
  max-width: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: 0 ${theme.space.md} 4.5rem;

  ${theme.media.tabletUp} {
    padding: 0 ${theme.space.xl} 5rem;
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 0;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Title = styled.h2`
  max-width: 22ch;
  font-family: ${theme.fonts.display};
  font-size: clamp(2.5rem, 7vw, 4.75rem);
  font-weight: ${theme.fontWeights.black};
  line-height: 0.95;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  text-shadow: 0 4px 24px ${tint(theme.colors.background, 60)};
`;

const Overview = styled.p`
  max-width: 36rem;
  color: ${theme.colors.text};
  opacity: 0.85;
`;

const Actions = styled.div`
  display: flex;
  /* A language with longer labels (Arabic, German) puts the second button under the first on a phone. */
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xs};
`;

const Controls = styled.div`
  position: absolute;
  inset: auto 0 ${theme.space.lg};
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Arrow = styled.button`
  ${roundButton('2.5rem')}
  background: ${tint(theme.colors.background, 60)};
  color: ${theme.colors.text};

  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;

const Dot = styled.button<{ $active: boolean }>`
  width: ${({ $active }) => ($active ? '1.75rem' : '0.625rem')};
  height: 0.625rem;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: ${({ $active }) => ($active ? theme.colors.accent : tint(theme.colors.wash, 35))};
  cursor: pointer;
  transition:
    width ${theme.transitions.normal},
    background ${theme.transitions.normal};

  /* a finger-sized target around the small dot */
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: -0.6rem -0.3rem;
  }
`;

const HeroSkeleton = styled(Skeleton)`
  ${stageSize}
  border-radius: 0;
`;

const HERO_OVERVIEW_LENGTH = 180;

export interface HeroCarouselProps {
  movies: MovieSummary[];
  loading: boolean;
}

/**
 * The home page's hero: trending films one at a time over their backdrops, moving on every 8 s. It
 * pauses while the pointer or keyboard focus is on it and while the tab is hidden, and never moves by
 * itself for a reader who asked for reduced motion; arrows, dots and the arrow keys change the film (the
 * key pointing the way the page reads moves on: the left one in a right-to-left language).
 */
export function HeroCarousel({ movies, loading }: HeroCarouselProps) {
  const { t, language } = useBrowseMessages();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = movies.length;
  const index = count === 0 ? 0 : current % count;

  const show = useCallback((next: number) => setCurrent(count === 0 ? 0 : (next + count) % count), [count]);
  const next = useCallback(() => show(index + 1), [show, index]);
  const previous = () => show(index - 1);
  const stayStill = usePrefersReducedMotion();
  useAutoAdvance(next, HERO_ROTATION_MS, hovered || focused || stayStill || count < 2, index);
  const drawsImages = useHeroImages(count, index, hovered || focused);

  if (count === 0) return loading ? <HeroSkeleton aria-hidden="true" /> : null;

  const [forwardKey, backKey] =
    directionOf(language) === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === forwardKey) next();
    else if (event.key === backKey) previous();
    else return;
    event.preventDefault();
  };

  return (
    <Stage
      aria-roledescription={t('hero.carousel')}
      aria-label={t('hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      {movies.map((movie, position) => {
        const active = position === index;
        const withImages = drawsImages(position);
        const year = releaseYear(movie.release_date);
        const poster = {
          path: movie.poster_path,
          title: movie.title,
          year,
          genre: movie.genre_ids[0],
        };
        return (
          <Slide
            key={movie.id}
            $active={active}
            role="group"
            aria-roledescription={t('hero.slide')}
            aria-label={t('hero.slideLabel', { position: position + 1, total: count, title: movie.title })}
            aria-hidden={!active}
            inert={!active}
            data-testid="hero-slide"
          >
            {withImages && movie.backdrop_path && (
              <Backdrop
                kind="backdrop"
                path={movie.backdrop_path}
                title={movie.title}
                sizes="100vw"
                priority={position === 0}
                eager
                alt=""
              />
            )}
            {withImages && !movie.backdrop_path && (
              <AmbientArt {...poster} sizes="60vw" priority={position === 0} eager alt="" />
            )}
            <Shade />
            <Layout>
              <Content>
                <Facts>
                  {year && <span>{year}</span>}
                  <Rating value={movie.vote_average} />
                </Facts>
                <Title>{movie.title}</Title>
                {movie.overview && <Overview>{truncateText(movie.overview, HERO_OVERVIEW_LENGTH)}</Overview>}
                <Actions>
                  <Button
                    as={Link}
                    to={pageHref('movie', { id: movie.id })}
                    aria-label={t('hero.watchNowLabel', { title: movie.title })}
                  >
                    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path fill="currentColor" d="M7 4.5v15l12-7.5z" />
                    </svg>
                    {t('hero.watchNow')}
                  </Button>
                  <Button
                    as={Link}
                    to={pageHref('movie', { id: movie.id })}
                    $variant="secondary"
                    aria-label={t('hero.moreInfoLabel', { title: movie.title })}
                  >
                    {t('hero.moreInfo')}
                  </Button>
                </Actions>
              </Content>
              {/* Lazy: on a phone it is not displayed, so it is not fetched; the backdrop is the large image. */}
              {withImages && <PosterCard {...poster} sizes="240px" />}
            </Layout>
          </Slide>
        );
      })}
      {count > 1 && (
        <Controls>
          <Arrow type="button" aria-label={t('hero.previous')} onClick={previous}>
            <ChevronIcon direction="left" size={20} />
          </Arrow>
          {movies.map((movie, position) => (
            <Dot
              key={movie.id}
              type="button"
              $active={position === index}
              aria-label={t('hero.show', { position: position + 1, title: movie.title })}
              aria-current={position === index}
              onClick={() => show(position)}
            />
          ))}
          <Arrow type="button" aria-label={t('hero.next')} onClick={next}>
            <ChevronIcon direction="right" size={20} />
          </Arrow>
        </Controls>
      )}
    </Stage>
  );
}
