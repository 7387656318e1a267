/**
 * The fault and load suite: each test starts the built API and worker with their own Postgres, Redis and
 * outside peers, breaks one of them and watches the product cope, so tests last tens of seconds.
 */
module.exports = {
  ...require('@marquee/config/jest.node.js'),
  testTimeout: 180_000,
};
