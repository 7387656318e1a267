import type { AiFilmMatch } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Fragment } from 'react';
import { FilmLink } from '../../components/FilmTitle';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An answer's text with each film it names linked to the film's page: every occurrence of a named
 * catalog film's title, longest titles first so 'Alien' never splits 'Aliens'.
 */
export function LinkedAnswer({ text, films }: { text: string; films: AiFilmMatch[] }) {
  const linked = films.filter((film) => film.movieId !== null && film.title.trim() !== '');
  if (linked.length === 0) return <>{text}</>;
  const byTitle = new Map(linked.map((film) => [film.title, film]));
  const titles = [...byTitle.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(${titles.map(escape).join('|')})`);
  return (
    <>
      {text.split(pattern).map((part, index) => {
        const film = index % 2 === 1 ? byTitle.get(part) : undefined;
        return film?.movieId ? (
          <FilmLink key={index} to={pageHref('movie', { id: film.movieId })}>
            {part}
          </FilmLink>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </>
  );
}
