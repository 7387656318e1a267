import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Poster } from '@marquee/ui';

interface Film {
  movieId: string;
  title: string;
  poster: string | null;
  year?: string;
}

/** The film's title as a link to its page, with its year when known. */
export function FilmTitleLink({ movieId, title, year }: Omit<Film, 'poster'>) {
  return (
    <>
      <Link to={pageHref('movie', { id: movieId })}>{title}</Link>
      {year && <small>{year}</small>}
    </>
  );
}

/**
 * The film's poster as a link to its page; the title beside it is the same link, so this one is left out of
 * the tab order and of what screen readers list.
 */
export function FilmPosterLink({ movieId, title, poster, year }: Film) {
  return (
    <Link to={pageHref('movie', { id: movieId })} tabIndex={-1} aria-hidden="true">
      <Poster path={poster} title={title} year={year} sizes="72px" alt="" />
    </Link>
  );
}
