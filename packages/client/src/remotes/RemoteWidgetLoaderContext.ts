import { createContext } from 'react';
import { type RemoteWidgetLoader } from './remoteWidgetTypes';

/**
 * How widgets of other remotes are loaded. The shell provides its federation runtime here, so a remote
 * places another remote's widget without importing it or knowing where it lives.
 */
export const RemoteWidgetLoaderContext = createContext<RemoteWidgetLoader | null>(null);

export const RemoteWidgetLoaderProvider = RemoteWidgetLoaderContext.Provider;
