import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { streamChat } from '../ai/aiApi';
import { ApiError, createApiClient } from '../apiClient';
import { storageKeys } from '../storage';

let server: Server;
let client: ReturnType<typeof createApiClient>;
let seenAuthorization: string | undefined;

/** What the server answers: SSE frames written one by one with pauses, or a status and JSON body. */
let answer: { frames: string[] } | { status: number; body: object };

beforeAll(async () => {
  server = createServer((req, res) => {
    seenAuthorization = req.headers.authorization;
    req.resume();
    req.on('end', async () => {
      if ('status' in answer) {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      for (const frame of answer.frames) {
        res.write(frame);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => localStorage.setItem(storageKeys.token, 'session-token'));

const frame = (event: object) => `data: ${JSON.stringify(event)}\n\n`;

test('hands each delta over as it arrives and resolves with the whole answer; sends the token', async () => {
  answer = {
    frames: [
      frame({ type: 'delta', text: 'Hello ' }),
      frame({ type: 'delta', text: 'there, ' }).slice(0, 10),
      frame({ type: 'delta', text: 'there, ' }).slice(10),
      frame({ type: 'delta', text: 'film fan' }) +
        frame({ type: 'done', engine: 'local', response: 'Hello there, film fan' }),
    ],
  };
  const deltas: string[] = [];
  const result = await streamChat({ message: 'hi' }, (text) => deltas.push(text), undefined, client);
  expect(deltas).toEqual(['Hello ', 'there, ', 'film fan']);
  expect(result).toEqual({ response: 'Hello there, film fan', engine: 'local' });
  expect(seenAuthorization).toBe('Bearer session-token');
});

test("an error event, a cut stream and a refused call reject with the spec's message", async () => {
  const failure = (frames: string[]) => {
    answer = { frames };
    return streamChat({ message: 'hi' }, () => undefined, undefined, client);
  };
  await expect(
    failure([
      frame({ type: 'delta', text: 'Hm' }),
      frame({ type: 'error', message: 'Failed to get AI response' }),
    ]),
  ).rejects.toThrow('Failed to get AI response');
  await expect(failure([frame({ type: 'delta', text: 'Hm' })])).rejects.toThrow('Failed to get AI response');
  answer = { status: 500, body: {} };
  const refused = streamChat({ message: 'hi' }, () => undefined, undefined, client);
  await expect(refused).rejects.toBeInstanceOf(ApiError);
  await expect(refused).rejects.toThrow('Failed to get AI response');
});
