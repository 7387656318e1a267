import { type MessageKey } from '@marquee/i18n';
import { useLocation } from '@marquee/router';
import { Container, ErrorFallback, Spinner } from '@marquee/ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type english from '../locales/en.json';
import { useShellMessages } from '../messages';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteLoader } from './RemoteLoaderContext';
import { remoteNameOf, type PageId, type RemoteLoader } from './remoteModules';

// One lazy component per loader and page, kept across renders and route changes: a page that has loaded
// once shows again at once. A failed one is dropped on Retry, because React.lazy remembers its failure.
const lazyPages = new WeakMap<RemoteLoader, Map<PageId, LazyExoticComponent<ComponentType>>>();

function lazyPage(load: RemoteLoader, id: PageId) {
  let pages = lazyPages.get(load);
  if (!pages) lazyPages.set(load, (pages = new Map()));
  let Page = pages.get(id);
  if (!Page) {
    Page = lazy(() => load(id));
    pages.set(id, Page);
  }
  return Page;
}

export interface RemotePageProps {
  id: PageId;
  /** The page's name, for the loading status and the fallback. */
  label: string;
}

/** A page that lives in a remote: loads it on demand and contains its failure to this part of the screen. */
export function RemotePage({ id, label }: RemotePageProps) {
  const load = useRemoteLoader();
  const { pathname } = useLocation();
  // Routes give each page its own RemotePage (key), so `load` and `id` are fixed for this instance.
  const [Page, setPage] = useState(() => lazyPage(load, id));
  const { t } = useShellMessages();
  // The page table names pages in English; a page added without its message yet keeps that name.
  const page = t(`page.${label}` as MessageKey<typeof english>, { defaultValue: label });

  const retry = () => {
    lazyPages.get(load)?.delete(id);
    setPage(() => lazyPage(load, id));
  };

  const fallback = (
    <Container>
      <ErrorFallback
        data-testid="remote-fallback"
        title={t('remote.failedTitle', { page })}
        message={t('remote.failedText', { remote: remoteNameOf(id) })}
        onRetry={retry}
        retryLabel={t('remote.retry')}
      />
    </Container>
  );

  return (
    <RemoteErrorBoundary resetKeys={[pathname, Page]} fallback={fallback}>
      <Suspense fallback={<Spinner label={t('remote.loading', { page })} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
