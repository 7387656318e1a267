import { Type, type Static } from 'typebox';

/** One micro-frontend the shell loads at run time. */
export const RemoteEntry = Type.Object({
  /** The Module Federation container name, a JS identifier (mfe_browse). */
  name: Type.String(),
  /** URL of the remote's mf-manifest.json; relative URLs resolve against the page's origin. */
  entry: Type.String(),
});
export type RemoteEntry = Static<typeof RemoteEntry>;

/** GET /remotes.json: where each remote lives, so a remote redeploys without rebuilding the shell. */
export const RemotesManifest = Type.Object({ remotes: Type.Array(RemoteEntry) });
export type RemotesManifest = Static<typeof RemotesManifest>;
