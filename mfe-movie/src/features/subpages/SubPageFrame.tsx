import { isAuthenticatedAtom, useSendToSignIn } from '@marquee/client';
import type { MovieDetails } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link, Navigate, useLocation, useParams } from '@marquee/router';
import { Button, ChevronIcon, Container, Heading, releaseYear, useDocumentTitle, theme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { DirectionalIcon } from '../../components/DirectionalIcon';
import { isSubPageState, type SubPage } from '../../components/subPages';
import { useMovieMessages } from '../../messages';

const Frame = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.xl} ${theme.space['3xl']};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
`;

const FilmTitle = styled.p`
  color: ${theme.colors.accent};
  font-weight: ${theme.fontWeights.bold};
`;

export interface SubPageFrameProps {
  page: SubPage;
  /** The page's heading ("Cast & Crew"). */
  title: string;
  testId: string;
  /** The page's content, given the film the detail page handed over. */
  children(movie: MovieDetails): ReactNode;
}

/**
 * What every sub-page of a film shares (docs/product.md §2 Sub-pages): guests go to sign in first and come back here;
 * without the film in the navigation state (typed URL, reload) the visitor goes to the detail page; the
 * page opens at the top under a header with the film's title and a way back to it.
 */
export function SubPageFrame({ page, title, testId, children }: SubPageFrameProps) {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const sendToSignIn = useSendToSignIn();
  const movie = isSubPageState(state) && String(state.movie.id) === id ? state.movie : null;

  useEffect(() => {
    if (!signedIn) sendToSignIn(pageHref(page, { id }), { replace: true });
  }, [signedIn, sendToSignIn, id, page]);

  if (!signedIn) return null;
  if (!movie) return <Navigate to={pageHref('movie', { id })} replace />;
  return (
    <OpenSubPage movie={movie} title={title} testId={testId}>
      {children(movie)}
    </OpenSubPage>
  );
}

function OpenSubPage({
  movie,
  title,
  testId,
  children,
}: {
  movie: MovieDetails;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useMovieMessages();
  useDocumentTitle(t('subPage.documentTitle', { page: title, film: movie.title }));
  // In a block: newer browsers return a promise from scrollTo, and an effect may return only a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const year = releaseYear(movie.release_date);

  return (
    <Frame data-testid={testId}>
      <Header>
        <Titles>
          <FilmTitle>{year ? t('subPage.filmYear', { title: movie.title, year }) : movie.title}</FilmTitle>
          <Heading level={1}>{title}</Heading>
        </Titles>
        <Button as={Link} to={pageHref('movie', { id: movie.id })} $variant="secondary">
          <DirectionalIcon>
            <ChevronIcon direction="left" size={16} />
          </DirectionalIcon>
          {t('subPage.back')}
        </Button>
      </Header>
      {children}
    </Frame>
  );
}
