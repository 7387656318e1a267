import type { ReviewedFilm } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Poster, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useMovieMessages } from '../../messages';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`;

const PosterLink = styled(Link)`
  flex: 0 0 auto;
  width: 6rem;

  ${theme.media.tabletUp} {
    width: 8rem;
  }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
`;

const Kicker = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const FilmTitle = styled.h1`
  font-size: ${theme.fontSizes['2xl']};
  overflow-wrap: anywhere;

  a {
    color: inherit;
  }
`;

const Year = styled.span`
  color: ${theme.colors.textMuted};
  font-weight: ${theme.fontWeights.regular};
`;

/** The film a review is about: its poster and title, each a link to the film's page. */
export function ReviewedFilmHeader({ film }: { film: ReviewedFilm }) {
  const { t } = useMovieMessages();
  const href = pageHref('movie', { id: film.id });
  return (
    <Header>
      {/* The title beside it is the same link, for screen readers and keyboards: this one is skipped. */}
      <PosterLink to={href} tabIndex={-1} aria-hidden="true">
        <Poster path={film.poster} title={film.title} year={film.year} sizes="8rem" alt="" eager />
      </PosterLink>
      <Titles>
        <Kicker>{t('review.of')}</Kicker>
        <FilmTitle>
          <Link to={href}>{film.title}</Link> {film.year && <Year>({film.year})</Year>}
        </FilmTitle>
      </Titles>
    </Header>
  );
}
