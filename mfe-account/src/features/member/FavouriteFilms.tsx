import { type FavouriteFilm } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Poster, Section, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';

const PosterGrid = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space.sm};
  max-width: 40rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    border-radius: ${theme.radii.sm};
    overflow: hidden;
  }
`;

/** The four films the member picked, in their order, each poster linking to its film page. */
export function FavouriteFilms({ films }: { films: FavouriteFilm[] }) {
  const { t } = useCommunityMessages();
  return (
    <Section title={t('member.favourites')}>
      <PosterGrid>
        {films.map((film) => (
          <li key={film.movieId}>
            <Link
              to={pageHref('movie', { id: film.movieId })}
              aria-label={
                film.year ? t('member.filmWithYear', { title: film.title, year: film.year }) : film.title
              }
            >
              <Poster
                path={film.poster}
                title={film.title}
                year={film.year}
                sizes="(max-width: 40rem) 25vw, 10rem"
                alt=""
              />
            </Link>
          </li>
        ))}
      </PosterGrid>
    </Section>
  );
}
