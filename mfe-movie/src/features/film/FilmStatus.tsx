import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, EmptyState, ErrorFallback, Spinner, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useMovieMessages } from '../../messages';
import { type FilmState } from './useFilm';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${theme.space.xl} ${theme.space.md};
  color: ${theme.colors.textMuted};
`;

/** What the film page shows until it has the film: loading, not found, or a failure with Retry. */
export function FilmStatus({ state }: { state: Exclude<FilmState, { status: 'ready' }> }) {
  const { t } = useMovieMessages();
  return (
    <Centered>
      {state.status === 'loading' && (
        <>
          <Spinner label={t('film.loading')} />
          <p aria-hidden="true">{t('film.loading')}</p>
        </>
      )}
      {state.status === 'notFound' && (
        <EmptyState
          level={1}
          title={t('film.notFound')}
          message={t('film.notFoundText')}
          action={
            <Button as={Link} to={pageHref('home')}>
              {t('common.goHome')}
            </Button>
          }
        />
      )}
      {state.status === 'error' && (
        <ErrorFallback title={t('film.failed')} message={state.message} onRetry={state.retry} />
      )}
    </Centered>
  );
}
