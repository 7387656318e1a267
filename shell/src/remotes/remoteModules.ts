import { type RemoteWidgetId, type RemoteWidgetModule } from '@marquee/client';
import { type PageId } from '@marquee/contracts/pages';
import { type ComponentType } from 'react';

type Page = { default: ComponentType };

/**
 * The pages each remote exposes, by Module Federation id (`<container>/<expose>`), one per entry of the page
 * table (@marquee/contracts/pages); an id that is not there does not compile.
 */
export type RemotePages = { [Id in PageId]: Page };

/**
 * Components remotes expose for other apps to place inside their own screens. Their props are declared in
 * @marquee/client, next to the RemoteWidget that remotes render them with.
 */
export type RemoteWidgets = { [Id in RemoteWidgetId]: RemoteWidgetModule<Id> };

export type RemoteModules = RemotePages & RemoteWidgets;
export type RemoteId = keyof RemoteModules;
export type { PageId };

/** Loads one exposed module; the shell uses Module Federation, tests pass their own. */
export type RemoteLoader = <Id extends RemoteId>(id: Id) => Promise<RemoteModules[Id]>;

/** The container name of the remote that exposes `id`. */
export function remoteNameOf(id: RemoteId): string {
  return id.slice(0, id.indexOf('/'));
}
