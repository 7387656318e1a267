import { isDatabaseUnavailable } from '../src/db/databaseUnavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection cut mid-query', new Error('insert into "reviews" - Connection terminated unexpectedly')],
    ['a full pool', Object.assign(new Error('Timeout acquiring a connection'), { name: 'KnexTimeoutError' })],
    [
      'every address refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
  ])('%s is', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something not an Error', 'ECONNREFUSED'],
  ])('%s is not', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
