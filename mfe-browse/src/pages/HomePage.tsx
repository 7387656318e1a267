import {
  movieListInfiniteQuery,
  RemoteWidget,
  unseenListInfiniteQuery,
  useDiscoveryMovies,
} from '@marquee/client';
import { Container, ScrollToTopButton, useDocumentTitle, VisuallyHidden, theme } from '@marquee/ui';
import styled from 'styled-components';
import { CatalogAsOf } from '../components/CatalogAsOf';
import { DiscoverMore } from '../features/home/DiscoverMore';
import { FeedSection } from '../features/home/FeedSection';
import { HeroCarousel } from '../features/home/HeroCarousel';
import { HERO_MOVIES } from '../features/home/homeConstants';
import { LaterListRow, ListRow } from '../features/home/ListRow';
import { useBrowseMessages } from '../messages';

const Sections = styled(Container)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space['2xl']};
  margin-top: ${theme.space.lg};
  padding-bottom: ${theme.space['3xl']};
`;

/** The catalog's date and the hide-seen toggle share a line above the rows. */
const Notes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};

  /* Neither (live TMDB data, a guest): no empty line in the column's gaps. */
  &:empty {
    display: none;
  }
`;

/** /: the trending hero, a row for each list (a member's feed after the first), and Discover More without end. */
export default function HomePage() {
  const { t } = useBrowseMessages();
  useDocumentTitle(null);
  // The first screen: asked for at once (the server preloads its first page), shared by hero and row.
  const trending = useDiscoveryMovies(movieListInfiniteQuery('trending'), (userId) =>
    unseenListInfiniteQuery('trending', userId),
  );

  return (
    <div data-testid="page-mfe_browse-HomePage">
      <VisuallyHidden as="h1">{t('home.heading')}</VisuallyHidden>
      <HeroCarousel movies={trending.movies.slice(0, HERO_MOVIES)} loading={trending.loading} />
      <Sections>
        <Notes>
          <CatalogAsOf />
          <RemoteWidget id="mfe_account/HideSeenToggle" props={{}} />
        </Notes>
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
