import { createContext, useContext } from 'react';
import { type RemoteLoader } from './remoteModules';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** Decides how remote modules are loaded: Module Federation in the app, a plain function in tests. */
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  const load = useContext(RemoteLoaderContext);
  if (!load) throw new Error('Remote pages need a RemoteLoaderProvider above them');
  return load;
}
