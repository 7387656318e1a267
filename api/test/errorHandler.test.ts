import { Type } from 'typebox';
import { useTestApp } from './helpers/testApp';

describe('errors answer { message }', () => {
  const logLines: string[] = [];
  const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });

  beforeAll(() => {
    t.app.post(
      '/api/test/signup',
      { schema: { body: Type.Object({ email: Type.String({ format: 'email' }), name: Type.String() }) } },
      async (request) => ({ hello: request.body.name }),
    );
    t.app.get('/api/test/boom', async () => {
      throw new Error('connection to 10.0.0.7 refused: password authentication failed');
    });
  });

  test('a validation error is a 400 whose sentence names the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      payload: { email: 'not-an-email', name: 'Ada' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Email must be a valid email address.' });
  });

  test('a missing field is named too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      payload: { email: 'ada@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Name is required.' });
  });

  test('malformed JSON is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  test('an unexpected error is a bare 500 for the client and a full log line with the request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'boom-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    expect(response.body).not.toContain('10.0.0.7');
    expect(response.body).not.toContain('at ');

    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(logged).toMatchObject({
      level: 50,
      reqId: 'boom-1',
      err: { message: expect.stringContaining('10.0.0.7') },
    });
    expect(logged.err.stack).toContain('errorHandler.test.ts');
  });

  test('an unknown route is a 404 { message }', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/nothing-here not found' });
  });

  test('a body over 1 MB is refused with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      payload: { email: 'ada@example.com', name: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  test('credentials never reach the log', async () => {
    t.app.log.info(
      { req: { headers: { authorization: 'Bearer abc.def' } }, body: { password: 'hunter2' } },
      'probe',
    );
    const line = logLines.find((entry) => entry.includes('"probe"'));
    expect(line).toBeDefined();
    expect(line).not.toContain('abc.def');
    expect(line).not.toContain('hunter2');
  });
});
