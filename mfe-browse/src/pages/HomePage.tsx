import { movieListInfiniteQuery, usePagedMovies } from '@marquee/client';
import { Container, ScrollToTopButton, useDocumentTitle, VisuallyHidden } from '@marquee/ui';
import styled from 'styled-components';
import { CatalogAsOf } from '../components/CatalogAsOf';
import { DiscoverMore } from '../features/home/DiscoverMore';
import { FeedSection } from '../features/home/FeedSection';
import { HeroCarousel } from '../features/home/HeroCarousel';
import { HERO_MOVIES } from '../features/home/homeConstants';
import { LaterListRow, ListRow } from '../features/home/ListRow';

const Sections = styled(Container)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2xl']};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space['3xl']};
`;

/** /: the trending hero, a row for each list (a member's feed after the first), and Discover More without end. */
export default function HomePage() {
  useDocumentTitle(null);
  // The first screen: asked for at once (the server preloads its first page), shared by hero and row.
  const trending = usePagedMovies(movieListInfiniteQuery('trending'));

  return (
    <div data-testid="page-mfe_browse-HomePage">
      <VisuallyHidden as="h1">Marquee: what to watch</VisuallyHidden>
      <HeroCarousel movies={trending.movies.slice(0, HERO_MOVIES)} loading={trending.loading} />
      <Sections>
        <CatalogAsOf />
        <ListRow list="trending" movies={trending} aboveFold />
        <FeedSection />
        <LaterListRow list="popular" />
        <LaterListRow list="topRated" />
        <LaterListRow list="upcoming" />
        <DiscoverMore />
      </Sections>
      <ScrollToTopButton />
    </div>
  );
}
