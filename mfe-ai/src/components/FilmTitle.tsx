import type { AiFilmMatch } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { theme } from '@marquee/ui';
import styled from 'styled-components';

/** A link to a film's page, in the accent colour. */
export const FilmLink = styled(Link)`
  color: ${theme.colors.accent};
  &:hover {
    color: ${theme.colors.accentHover};
  }
`;

/** A suggested film's title and year, linked to its page when the engine matched it to the catalog. */
export function FilmTitle({ film }: { film: Pick<AiFilmMatch, 'title' | 'year' | 'movieId'> }) {
  const label = film.year ? `${film.title} (${film.year})` : film.title;
  return film.movieId ? (
    <FilmLink to={pageHref('movie', { id: film.movieId })}>{label}</FilmLink>
  ) : (
    <span>{label}</span>
  );
}
