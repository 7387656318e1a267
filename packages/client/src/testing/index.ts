// `@marquee/client/testing`: the API's watchlist, lists, hide-seen and calendar routes in memory, with the
// client's own state reset between tests, for the front ends' component tests.
export * from './listsBackend';
export * from './watchlistBackend';
export * from './hideSeenBackend';
export * from './calendarBackend';
export * from './notificationsBackend';
