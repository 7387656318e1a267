import { useNotInterested } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, Button, Heading, Panel, Spinner, theme } from '@marquee/ui';
import styled from 'styled-components';
import { HideSeenSwitch } from './HideSeenSwitch';
import { useAccountMessages } from '../../messages/account';

const Muted = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};

  p {
    color: ${theme.colors.textMuted};
  }
`;

const Films = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
  }
`;

/**
 * The account's "Hide what you have seen" section (docs/product.md §2 Profile): the setting, and the films
 * marked "Not interested", newest first, each with "Show again" to undo it.
 */
export function HideSeenSettings() {
  const { t } = useAccountMessages();
  const { films, loading, error, unmark } = useNotInterested();
  return (
    <Panel aria-labelledby="hide-seen">
      <Heading level={2} size="lg" id="hide-seen">
        {t('hideSeen.heading')}
      </Heading>
      <Muted>
        <HideSeenSwitch withNote />
      </Muted>
      <Heading level={3} size="md" id="not-interested">
        {t('hideSeen.listHeading')}
      </Heading>
      {error && <Alert tone="error">{error.message}</Alert>}
      {loading && <Spinner label={t('hideSeen.loading')} />}
      {!loading && films.length === 0 && <Muted as="p">{t('hideSeen.listEmpty')}</Muted>}
      {films.length > 0 && (
        <Films aria-labelledby="not-interested">
          {films.map((film) => (
            <li key={film.movieId}>
              <Link to={pageHref('movie', { id: film.movieId })}>
                {film.title}
                {film.releaseDate && ` (${film.releaseDate.slice(0, 4)})`}
              </Link>
              <Button
                $variant="secondary"
                $size="sm"
                aria-label={t('hideSeen.showFilmAgain', { title: film.title })}
                onClick={() => unmark(film.movieId)}
              >
                {t('hideSeen.showAgain')}
              </Button>
            </li>
          ))}
        </Films>
      )}
    </Panel>
  );
}
