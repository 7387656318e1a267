import { lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useBrowserIdle } from '@marquee/ui';
import { RemoteWidgetLoaderContext } from './RemoteWidgetLoaderContext';
import { SilentBoundary } from './SilentBoundary';
import { type RemoteWidgetId, type RemoteWidgetLoader, type RemoteWidgetProps } from './remoteWidgetTypes';

// One lazy component per loader and widget: the twentieth card reuses the module the first one loaded.
const lazyWidgets = new WeakMap<
  RemoteWidgetLoader,
  Map<RemoteWidgetId, LazyExoticComponent<ComponentType>>
>();

function lazyWidget<Id extends RemoteWidgetId>(load: RemoteWidgetLoader, id: Id) {
  let widgets = lazyWidgets.get(load);
  if (!widgets) lazyWidgets.set(load, (widgets = new Map()));
  let Widget = widgets.get(id);
  if (!Widget) {
    Widget = lazy(() => load(id)) as unknown as LazyExoticComponent<ComponentType>;
    widgets.set(id, Widget);
  }
  return Widget as unknown as LazyExoticComponent<ComponentType<RemoteWidgetProps[Id]>>;
}

export type RemoteWidgetElementProps<Id extends RemoteWidgetId> = { id: Id; props: RemoteWidgetProps[Id] };

/**
 * Another remote's widget, loaded through the shell's runtime. It renders nothing while loading, when no
 * loader is provided (a remote's standalone harness) and when it fails to load or throws.
 */
export function RemoteWidget<Id extends RemoteWidgetId>({ id, props }: RemoteWidgetElementProps<Id>) {
  const load = useContext(RemoteWidgetLoaderContext);
  // Fixed for this instance: a card shows one widget, from the loader of the app it was mounted in.
  const [Widget] = useState(() => (load ? lazyWidget(load, id) : null));
  // A card's secondary control: another remote's code must not compete with the page's first render.
  const idle = useBrowserIdle();
  if (!Widget || !idle) return null;
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <Widget {...props} />
      </Suspense>
    </SilentBoundary>
  );
}
