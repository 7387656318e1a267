import { RemoteWidget } from '@marquee/client';
import { type MovieDetails, type Video } from '@marquee/contracts';
import { AmbientArt, Button, formatRuntime, Poster, Rating, releaseYear, tint, theme } from '@marquee/ui';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { AccountActions } from './AccountActions';
import { Filmmakers } from './Filmmakers';
import { ShareDialog } from './ShareDialog';
import { longestWordLength } from './titleWords';
import { WatchSummary } from './WatchSummary';
import { useLightbox } from '../../components/useLightbox';
import { PlayIcon } from '../../components/PlayIcon';
import { WrapList } from '../../components/WrapList';
import { useMovieMessages } from '../../messages';

const Hero = styled.header`
  position: relative;
  isolation: isolate;

  ${theme.media.tabletUp} {
    display: flex;
    align-items: flex-end;
    min-height: min(75vh, 40rem);
  }
`;

/* Mobile: a 16:9 banner above the text. Wider: the backdrop fills the whole hero behind it. */
const stage = css`
  ${theme.media.tabletUp} {
    position: absolute;
    inset: 0;
    z-index: -1;
    height: 100%;
    aspect-ratio: auto;
  }
`;

const Backdrop = styled(Poster)`
  ${stage}
`;

/* A film without a backdrop gets its poster's ambient glow on the same stage, not a drawn title card. */
const AmbientStage = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  ${stage}
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  pointer-events: none;
  background: linear-gradient(to top, ${theme.colors.background} 0%, transparent 45%);

  ${theme.media.tabletUp} {
    background:
      linear-gradient(
        to top,
        ${theme.colors.background} 3%,
        ${tint(theme.colors.background, 50)} 50%,
        transparent 85%
      ),
      linear-gradient(
        to right,
        ${tint(theme.colors.background, 92)} 0%,
        ${tint(theme.colors.background, 45)} 55%,
        transparent 85%
      );
  }

  /* The side darkened behind the text is the side the text starts from. */
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/* Positioned so it paints over the banner it overlaps on mobile. */
const Layout = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 7.5rem 1fr;
  gap: ${theme.space.md};
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: -3.5rem auto 0;
  padding: 0 ${theme.space.md};

  ${theme.media.tabletUp} {
    grid-template-columns: 13rem 1fr;
    gap: ${theme.space.xl};
    grid-template-rows: auto 1fr;
    row-gap: ${theme.space.md};
    margin-top: 0;
    padding: 6rem ${theme.space.xl} ${theme.space.lg};
  }

  ${theme.media.desktop} {
    grid-template-columns: 16.5rem 1fr;
  }
`;

const PosterCard = styled(Poster)`
  align-self: end;
  border-radius: ${theme.radii.md};
  box-shadow:
    0 18px 48px rgba(0, 0, 0, 0.6),
    0 0 0 1px ${theme.colors.border};

  ${theme.media.tabletUp} {
    grid-row: 1 / span 2;
    align-self: start;
  }
`;

const Titles = styled.div`
  /* The title's size follows this column's width (cqi). */
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${theme.space.xs};
  min-width: 0;
`;

/** A wide capital's advance in the display font's fallbacks (bold system sans), letter spacing included. */
const CAPITAL_EM = 0.8;

const Title = styled.h1<{ $longestWord: number }>`
  font-family: ${theme.fonts.display};
  /* Small enough on a phone that the title's longest word (REDEMPTION) fits its column unbroken, whatever
     font the phone has; only a word too long even at 1rem breaks. */
  font-size: clamp(1rem, min(6vw, 100cqi / ${({ $longestWord }) => $longestWord * CAPITAL_EM}), 4.5rem);
  font-weight: ${theme.fontWeights.black};
  line-height: 0.95;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
  hyphens: auto;
  text-shadow: 0 4px 24px ${tint(theme.colors.background, 60)};
`;

const Tagline = styled.p`
  font-style: italic;
  color: ${theme.colors.textMuted};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Body = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};

  ${theme.media.tabletUp} {
    grid-column: 2;
  }
`;

const Chips = styled(WrapList).attrs({ $gap: 'xs' })`
  li {
    padding: 0.25rem 0.75rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${tint(theme.colors.wash, 6)};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Overview = styled.p`
  max-width: 48rem;
  line-height: ${theme.lineHeights.normal};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

export interface MovieHeroProps {
  movie: MovieDetails;
  trailer: Video | undefined;
}

/** The top of the page: backdrop, poster, title, facts, genres, overview and what can be done. */
export function MovieHero({ movie, trailer }: MovieHeroProps) {
  const { t } = useMovieMessages();
  const [sharing, setSharing] = useState(false);
  const [askingAi, setAskingAi] = useState(false);
  // The AI chat (another remote) is fetched when the pointer or focus reaches Ask AI, so it is usually
  // there by the click, and not at all on a visit that never asks; then it stays mounted.
  const [aiChatWanted, setAiChatWanted] = useState(false);
  const wantAiChat = () => setAiChatWanted(true);
  const { show, lightbox } = useLightbox();
  const year = releaseYear(movie.release_date);
  const genre = movie.genres[0]?.id;
  const { id, title, poster_path, overview, vote_average, release_date } = movie;
  // What the watchlist and the diary are handed of the film.
  const listedMovie = { id, title, poster_path, overview, vote_average, release_date };

  return (
    <Hero>
      {/* The largest paint of the page: loaded first, at the width the screen needs. */}
      {movie.backdrop_path ? (
        <Backdrop
          kind="backdrop"
          path={movie.backdrop_path}
          title={title}
          year={year}
          genre={genre}
          sizes="100vw"
          priority
          alt=""
        />
      ) : (
        <AmbientStage>
          <AmbientArt
            path={poster_path}
            title={title}
            year={year}
            genre={genre}
            sizes="60vw"
            priority
            alt=""
          />
        </AmbientStage>
      )}
      <Shade />
      <Layout>
        <PosterCard
          path={poster_path}
          title={title}
          year={year}
          genre={genre}
          sizes="(max-width: 767px) 120px, 264px"
        />
        <Titles>
          <Title $longestWord={longestWordLength(title)}>{title}</Title>
          {movie.tagline && <Tagline>{movie.tagline}</Tagline>}
          <Facts>
            <Rating value={vote_average} />
            <span>{t('hero.votes', { count: movie.vote_count })}</span>
            {year && <span>{year}</span>}
            {movie.runtime ? <span>{formatRuntime(movie.runtime)}</span> : null}
          </Facts>
          <Filmmakers crew={movie.credits?.crew ?? []} />
        </Titles>
        <Body>
          {movie.genres.length > 0 && (
            <Chips aria-label={t('hero.genres')}>
              {movie.genres.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </Chips>
          )}
          {overview && <Overview>{overview}</Overview>}
          <WatchSummary movieId={id} />
          <Actions>
            {trailer && (
              <Button onClick={() => show([{ kind: 'video', youtubeKey: trailer.key, title: trailer.name }])}>
                <PlayIcon size={16} />
                {t('hero.playTrailer')}
              </Button>
            )}
            <Button $variant="secondary" onClick={() => setSharing(true)}>
              {t('hero.share')}
            </Button>
            <Button
              $variant="secondary"
              onPointerEnter={wantAiChat}
              onFocus={wantAiChat}
              onClick={() => {
                wantAiChat();
                setAskingAi(true);
              }}
            >
              {t('hero.askAi')}
            </Button>
            <AccountActions movie={listedMovie} />
          </Actions>
        </Body>
      </Layout>
      <ShareDialog
        open={sharing}
        onClose={() => setSharing(false)}
        title={title}
        // Read when the dialog opens: the server renders the hero with it closed and has no window.
        url={sharing ? window.location.href : ''}
      />
      {aiChatWanted && (
        <RemoteWidget
          id="mfe_ai/ChatModal"
          props={{ open: askingAi, onClose: () => setAskingAi(false), movieTitle: title }}
        />
      )}
      {lightbox}
    </Hero>
  );
}
