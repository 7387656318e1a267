import { marqueeQueryClient, marqueeStore } from '@marquee/client';
import { startDevHarness } from '@marquee/ui';
import ChatModal from './widgets/ChatModal';
import MovieAnalysisPanel from './widgets/MovieAnalysisPanel';
import ReviewAnalysisPanel from './widgets/ReviewAnalysisPanel';

// The standalone dev page: every page the page table gives this remote (docs/architecture.md, "Adding a page"),
// then the widgets other apps place.
startDevHarness({
  remote: 'mfe_ai',
  store: marqueeStore,
  queryClient: marqueeQueryClient,
  loadPage: (module) => import(/* webpackExclude: /__tests__/ */ `./pages/${module}.tsx`),
  widgets: [
    {
      path: '/widgets/analysis',
      label: 'Analysis panels',
      element: (
        <>
          <MovieAnalysisPanel
            movieId="550"
            movieTitle="Fight Club"
            movie={{ id: 550, title: 'Fight Club' }}
          />
          <ReviewAnalysisPanel movieId="550" movieTitle="Fight Club" reviews={[]} />
        </>
      ),
    },
    {
      path: '/widgets/chat',
      label: 'ChatModal',
      element: <ChatModal open onClose={() => history.back()} movieTitle="Fight Club" />,
    },
  ],
});
