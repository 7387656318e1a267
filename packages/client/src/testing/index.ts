// `@marquee/client/testing`: the API's watchlist routes in memory, with the client's own state reset
// between tests, for the front ends' component tests.
export * from './watchlistBackend';
