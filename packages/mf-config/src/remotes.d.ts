export interface FrontendApp {
  /** Module Federation container name, a JS identifier (mfe_browse). */
  name: string;
  /** Folder and npm package name (mfe-browse). */
  folder: string;
  /** Dev server port. */
  port: number;
}
export const remotes: FrontendApp[];
export function appByName(name: string): FrontendApp;
export function remotesManifest(entryOf: (remote: FrontendApp) => string): {
  remotes: { name: string; entry: string }[];
};
