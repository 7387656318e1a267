import { Container, ScrollToTopButton, useDocumentTitle, VisuallyHidden } from '@marquee/ui';
import styled from 'styled-components';
import { CatalogAsOf } from '../common/CatalogAsOf';
import { DiscoverMore } from '../home/DiscoverMore';
import { HeroCarousel } from '../home/HeroCarousel';
import { HERO_MOVIES } from '../home/homeConstants';
import { LaterListRow, ListRow } from '../home/ListRow';
import { useMovieList } from '../home/useMovieList';

const Sections = styled(Container)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['2xl']};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space['3xl']};
`;

/** /: the trending hero, a row for each list, and Discover More without end. */
export default function HomePage() {
  useDocumentTitle(null);
  const trending = useMovieList('trending');

  return (
    <div data-testid="page-mfe_browse-HomePage">
      <VisuallyHidden as="h1">Marquee: what to watch</VisuallyHidden>
      <HeroCarousel movies={trending.items.slice(0, HERO_MOVIES)} loading={trending.loading} />
      <Sections>
        <CatalogAsOf />
        <ListRow list="trending" movies={trending} aboveFold />
        <LaterListRow list="popular" />
        <LaterListRow list="topRated" />
        <LaterListRow list="upcoming" />
        <DiscoverMore />
      </Sections>
      <ScrollToTopButton />
    </div>
  );
}
