import { useUpdateProfileSettings } from '@marquee/client';
import { type ProfileSettings } from '@marquee/contracts';
import { PROFILE_LIMITS } from '@marquee/contracts/profileLimits';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, Button, Heading, Poster, VisuallyHidden, theme } from '@marquee/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FilmSearch } from '../imports/FilmSearch';
import { CardText } from '../../components/CardGrid';
import { useAccountMessages } from '../../messages/account';

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const Picked = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Film = styled.li`
  display: grid;
  grid-template-columns: 3.5rem 1fr;
  gap: ${theme.space.sm};
  align-items: center;
  padding: ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};

  [aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

type Tool = 'earlier' | 'later';

/**
 * The four favourite films the profile shows: picked from the product's film search, reordered with
 * Earlier / Later and removed, each change saved at once and announced. A moved film's button keeps the
 * focus, so a keyboard user can move it again.
 */
export function FavouriteFilmsPicker({ settings }: { settings: ProfileSettings }) {
  const { t } = useAccountMessages();
  const update = useUpdateProfileSettings();
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const films = settings.favourites;
  const ids = films.map((film) => film.movieId);
  const full = films.length >= PROFILE_LIMITS.favouritesMax;

  // Moving an element in the page drops its focus: the moved film's button takes it back until the save ends.
  useEffect(() => {
    if (!focusAfterMove) return;
    const button = listRef.current?.querySelector<HTMLElement>(`[data-tool="${focusAfterMove}"]`);
    if (button && document.activeElement !== button) button.focus();
  }, [focusAfterMove, films]);

  function save(movieIds: string[], said: string) {
    update.mutate(
      { favouriteMovieIds: movieIds },
      { onSuccess: () => setAnnouncement(said), onSettled: () => setFocusAfterMove(null) },
    );
  }

  function move(index: number, tool: Tool) {
    const to = tool === 'earlier' ? index - 1 : index + 1;
    const film = films[index];
    if (!film || to < 0 || to >= films.length) return;
    save(
      ids.toSpliced(index, 1).toSpliced(to, 0, film.movieId),
      t('favourites.moved', { title: film.title, position: to + 1, count: films.length }),
    );
    setFocusAfterMove(`${film.movieId}-${tool}`);
  }

  function add(movieId: number) {
    const id = String(movieId);
    if (ids.includes(id)) {
      setAnnouncement(t('favourites.already'));
      return;
    }
    save([...ids, id], t('favourites.added'));
  }

  return (
    <Group aria-labelledby="favourite-films">
      <Heading level={3} size="md" id="favourite-films">
        {t('favourites.heading')}
      </Heading>
      <Muted>{t('favourites.picked', { count: films.length, max: PROFILE_LIMITS.favouritesMax })}</Muted>
      {films.length > 0 && (
        <Picked ref={listRef} aria-label={t('favourites.list')}>
          {films.map((film, index) => (
            <Film key={film.movieId}>
              <Poster path={film.poster} title={film.title} year={film.year} sizes="3.5rem" alt="" />
              <CardText>
                <Link to={pageHref('movie', { id: film.movieId })}>{film.title}</Link>
                {film.year && <small>{film.year}</small>}
                <Tools>
                  {(['earlier', 'later'] as const).map((tool) => {
                    const edge = tool === 'earlier' ? index === 0 : index === films.length - 1;
                    return (
                      <Button
                        key={tool}
                        $variant="ghost"
                        $size="sm"
                        data-tool={`${film.movieId}-${tool}`}
                        aria-label={t(
                          tool === 'earlier' ? 'favourites.moveEarlier' : 'favourites.moveLater',
                          { title: film.title },
                        )}
                        aria-disabled={edge}
                        onClick={() => move(index, tool)}
                      >
                        {t(`favourites.${tool}`)}
                      </Button>
                    );
                  })}
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-label={t('common.removeFilm', { title: film.title })}
                    onClick={() =>
                      save(
                        ids.filter((id) => id !== film.movieId),
                        t('favourites.removed', { title: film.title }),
                      )
                    }
                  >
                    {t('common.remove')}
                  </Button>
                </Tools>
              </CardText>
            </Film>
          ))}
        </Picked>
      )}
      {update.error && <Alert tone="error">{update.error.message}</Alert>}
      {full ? (
        <Muted>{t('favourites.full')}</Muted>
      ) : (
        <FilmSearch initialQuery="" label={t('favourites.find')} disabled={update.isPending} onChoose={add} />
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Group>
  );
}
