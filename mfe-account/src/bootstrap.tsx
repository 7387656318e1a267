import { marqueeQueryClient, marqueeStore } from '@marquee/client';
import { startDevHarness } from '@marquee/ui';
import LogFilmButton from './widgets/LogFilmButton';
import WatchlistButton from './widgets/WatchlistButton';

const fightClub = {
  id: 550,
  title: 'Fight Club',
  poster_path: null,
  overview: '',
  vote_average: 8.4,
  release_date: '1999-10-15',
};

// The standalone dev page: every page the page table gives this remote (docs/architecture.md, "Adding a page"),
// then the widgets other apps place.
startDevHarness({
  remote: 'mfe_account',
  store: marqueeStore,
  queryClient: marqueeQueryClient,
  loadPage: (module) => import(/* webpackExclude: /__tests__/ */ `./pages/${module}.tsx`),
  widgets: [
    {
      path: '/widgets/watchlist-button',
      label: 'WatchlistButton',
      element: <WatchlistButton movie={fightClub} />,
    },
    {
      path: '/widgets/log-film-button',
      label: 'LogFilmButton',
      element: <LogFilmButton movie={fightClub} labelled />,
    },
  ],
});
