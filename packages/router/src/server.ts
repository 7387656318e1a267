// The server's router, for the first screen rendered by the API (shell/src/server.tsx). A subpath of its
// own, so the browser's shared router does not carry it.
export { StaticRouter } from 'react-router';
