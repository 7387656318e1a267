import { RemoteWidget, movieForAnalysis, reviewsForAnalysis } from '@marquee/client';
import { type MovieDetails as Movie } from '@marquee/contracts';
import { useParams } from '@marquee/router';
import { Container, useBrowserIdle, useDocumentTitle, theme } from '@marquee/ui';
import styled from 'styled-components';
import { DETAIL_LIMITS } from '../components/detailLimits';
import { useSubPages } from '../components/useSubPages';
import { CastSection } from '../features/cast/CastSection';
import { CompaniesSection } from '../features/facts/CompaniesSection';
import { FunFactsSection } from '../features/facts/FunFactsSection';
import { StatTiles } from '../features/facts/StatTiles';
import { FilmStatus } from '../features/film/FilmStatus';
import { useFilm } from '../features/film/useFilm';
import { MovieHero } from '../features/hero/MovieHero';
import { MediaSection } from '../features/media/MediaSection';
import { TrailerSection } from '../features/media/TrailerSection';
import { keptVideos, officialTrailer } from '../features/media/videos';
import { ReviewsPanel } from '../features/reviews/ReviewsPanel';
import { FilmRow, MoreInGenreRow, TrendingRow } from '../features/related/FilmRows';
import { WatchNowSection } from '../features/watch/WatchNowSection';
import { useMovieMessages } from '../messages';

const Sections = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space['2xl']};
  padding-top: ${theme.space.lg};
  padding-bottom: ${theme.space['3xl']};
`;

/**
 * Where another remote's analysis panel goes: the panel's height while it loads (its heading and spinner
 * in its padding) is kept free from the start, so nothing below moves when it arrives.
 */
const AnalysisSlot = styled.div`
  min-height: 10rem;
`;

/** A loaded film: everything the detail page shows of it, in reading order. */
function MovieDetails({ movie }: { movie: Movie }) {
  const { t, language } = useMovieMessages();
  const subPages = useSubPages(movie);
  const videos = keptVideos(movie.videos?.results ?? []);
  const trailer = officialTrailer(videos, language);
  const movieId = String(movie.id);
  const firstGenre = movie.genres[0];
  // The hero and the figures paint first; the long rest of the page renders in the next quiet moment,
  // so the first paint is not one long task.
  const restOfPage = useBrowserIdle();

  return (
    <>
      <MovieHero movie={movie} trailer={trailer} />
      <Sections>
        <StatTiles movie={movie} />
        {restOfPage && (
          <>
            <AnalysisSlot>
              <RemoteWidget
                id="mfe_ai/MovieAnalysisPanel"
                props={{ movieId, movieTitle: movie.title, movie: movieForAnalysis(movie) }}
              />
            </AnalysisSlot>
            <FunFactsSection movie={movie} />
            <WatchNowSection movie={movie} />
            <MediaSection movie={movie} videos={videos} subPages={subPages} />
            <CastSection cast={movie.credits?.cast ?? []} subPages={subPages} />
            <TrailerSection trailer={trailer} />
            <ReviewsPanel
              movieId={movieId}
              movieTitle={movie.title}
              externalReviews={movie.reviews?.results ?? []}
              onOpenAllReviews={() => subPages.open('movieReviews')}
            />
            <AnalysisSlot>
              <RemoteWidget
                id="mfe_ai/ReviewAnalysisPanel"
                props={{ movieId, movieTitle: movie.title, reviews: reviewsForAnalysis(movie) }}
              />
            </AnalysisSlot>
            <CompaniesSection companies={movie.production_companies} />
            {firstGenre && <MoreInGenreRow genre={firstGenre} movieId={movie.id} />}
            <FilmRow
              title={t('related.recommendations')}
              movies={movie.recommendations?.results ?? []}
              limit={DETAIL_LIMITS.recommendations}
            />
            <FilmRow
              title={t('related.similar')}
              movies={movie.similar?.results ?? []}
              limit={DETAIL_LIMITS.similar}
            />
            <TrendingRow />
          </>
        )}
      </Sections>
    </>
  );
}

/** /movie/:id: one film with everything known about it. */
export default function MovieDetailPage() {
  const { t } = useMovieMessages();
  const { id = '' } = useParams();
  const film = useFilm(id);
  useDocumentTitle(
    film.status === 'ready' ? film.movie.title : film.status === 'notFound' ? t('film.notFound') : null,
  );

  return (
    <div data-testid="page-mfe_movie-MovieDetailPage">
      {/* A new id is a new film: its sections start from their own state. */}
      {film.status === 'ready' ? (
        <MovieDetails key={film.movie.id} movie={film.movie} />
      ) : (
        <FilmStatus state={film} />
      )}
    </div>
  );
}
