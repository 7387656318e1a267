/** What a remote in `dirname` exposes: `{ './CastPage': './src/pages/CastPage.tsx' }` (exposes.js). */
export function exposesOf(dirname: string): Record<string, string>;
