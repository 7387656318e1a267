import { type AiEngineApi } from '@marquee/ai';
import { type ChatStreamEvent, type ChatTurn } from '@marquee/contracts';
import { chatEvents } from '../src/ai/chatEvents';
import { seedCatalog } from '../src/movies/catalog/vegaSeed';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

/** The events of a server-sent-events body, in order. */
function eventsOf(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => JSON.parse(frame.slice('data: '.length)) as ChatStreamEvent);
}

const turns = (count: number): ChatTurn[] =>
  Array.from({ length: count }, (_, i) => ({ type: i % 2 ? 'ai' : 'user', message: `turn ${i}` }));

const t = useTestApp();
let user: SignedInUser;
beforeAll(async () => {
  await seedCatalog(t.app.db);
  user = await signedInUser(t.app, { email: 'chatter@example.com' });
});

test('the answer streams as several delta events, then done with the whole answer', async () => {
  const [film] = await t.app.aiCatalog.discover({ sort: 'popularity.desc' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: user.headers,
    payload: { message: `What is ${film!.title} about?`, conversationHistory: turns(3) },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  const events = eventsOf(response.body);
  const deltas = events.slice(0, -1);
  expect(deltas.length).toBeGreaterThan(3);
  for (const delta of deltas) expect(delta.type).toBe('delta');
  const text = deltas.map((delta) => (delta.type === 'delta' ? delta.text : '')).join('');
  expect(events.at(-1)).toEqual({ type: 'done', engine: 'local', response: text });
  expect(text).toContain(film!.title);
});

test('a history longer than the schema allows is refused', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: user.headers,
    payload: { message: 'hi', conversationHistory: turns(51) },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message).toMatch(/conversationHistory/);
});

describe('chatEvents', () => {
  /** An engine that answers with what it was given, and one that fails midway. */
  const echoing = (fail = false): Pick<AiEngineApi, 'engine' | 'chat'> => ({
    engine: 'local',
    async *chat({ history }) {
      yield `${history.length} turns, `;
      if (fail) throw new Error('provider down');
      yield `the first "${history[0]?.message}"`;
    },
  });
  const collect = async (engine: Pick<AiEngineApi, 'engine' | 'chat'>, history: ChatTurn[]) => {
    const frames: string[] = [];
    for await (const frame of chatEvents(
      engine,
      t.app.aiCatalog,
      { message: 'hi', conversationHistory: history },
      t.app.log,
    ))
      frames.push(frame);
    return eventsOf(frames.join(''));
  };

  test('passes on only the last 10 turns of history', async () => {
    const events = await collect(echoing(), turns(14));
    expect(events.at(-1)).toEqual({
      type: 'done',
      engine: 'local',
      response: '10 turns, the first "turn 4"',
    });
  });

  test('an engine failing midway ends the stream with an error event', async () => {
    const events = await collect(echoing(true), turns(2));
    expect(events).toEqual([
      { type: 'delta', text: '2 turns, ' },
      { type: 'error', message: 'Failed to get AI response' },
    ]);
  });
});
