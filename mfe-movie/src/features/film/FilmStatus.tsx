import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, EmptyState, ErrorFallback, Spinner } from '@marquee/ui';
import styled from 'styled-components';
import { type FilmState } from './useFilm';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the film page shows until it has the film: loading, not found, or a failure with Retry. */
export function FilmStatus({ state }: { state: Exclude<FilmState, { status: 'ready' }> }) {
  return (
    <Centered>
      {state.status === 'loading' && (
        <>
          <Spinner label="Loading movie details..." />
          <p aria-hidden="true">Loading movie details...</p>
        </>
      )}
      {state.status === 'notFound' && (
        <EmptyState
          level={1}
          title="Movie Not Found"
          message="There is no movie with this id. It may have been removed, or the link is mistyped."
          action={
            <Button as={Link} to={pageHref('home')}>
              Go Back Home
            </Button>
          }
        />
      )}
      {state.status === 'error' && (
        <ErrorFallback title="Couldn't load this movie" message={state.message} onRetry={state.retry} />
      )}
    </Centered>
  );
}
