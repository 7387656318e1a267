import { marqueeQueryClient, marqueeStore } from '@marquee/client';
import { startDevHarness } from '@marquee/ui';

// The standalone dev page: every page the page table gives this remote (docs/architecture.md, "Adding a page").
startDevHarness({
  remote: 'mfe_admin',
  store: marqueeStore,
  queryClient: marqueeQueryClient,
  loadPage: (module) => import(/* webpackExclude: /__tests__/ */ `./pages/${module}.tsx`),
});
