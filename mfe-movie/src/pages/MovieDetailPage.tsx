import { Link, useNavigate, useParams } from '@marquee/router';
import { Button, EmptyState, ErrorFallback, Spinner, useDocumentTitle } from '@marquee/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { MovieDetails } from '../detail/MovieDetails';
import { useMovieDetails } from '../detail/useMovieDetails';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /movie/:id: one film with everything known about it. */
export default function MovieDetailPage() {
  const { id = '' } = useParams();
  const { state, retry } = useMovieDetails(id);
  const navigate = useNavigate();
  const movedTo = state.status === 'ready' && String(state.movie.id) !== id ? state.movie.id : null;
  // A merged film's old id answers with the film under its new one (the API redirects): show its own URL.
  useEffect(() => {
    if (movedTo !== null) void navigate(`/movie/${movedTo}`, { replace: true });
  }, [movedTo, navigate]);
  useDocumentTitle(
    state.status === 'ready' ? state.movie.title : state.status === 'notFound' ? 'Movie Not Found' : null,
  );

  return (
    <div data-testid="page-mfe_movie-MovieDetailPage">
      {state.status === 'loading' && (
        <Centered>
          <Spinner label="Loading movie details..." />
          <p aria-hidden="true">Loading movie details...</p>
        </Centered>
      )}
      {state.status === 'notFound' && (
        <Centered>
          <EmptyState
            level={1}
            title="Movie Not Found"
            message="There is no movie with this id. It may have been removed, or the link is mistyped."
            action={
              <Button as={Link} to="/">
                Go Back Home
              </Button>
            }
          />
        </Centered>
      )}
      {state.status === 'error' && (
        <Centered>
          <ErrorFallback title="Couldn't load this movie" message={state.message} onRetry={retry} />
        </Centered>
      )}
      {/* A new id is a new film: its sections start from their own state. */}
      {state.status === 'ready' && <MovieDetails key={state.movie.id} movie={state.movie} />}
    </div>
  );
}
