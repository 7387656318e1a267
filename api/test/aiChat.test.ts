import { type AiEngineApi } from '@marquee/ai';
import { type ChatStreamEvent, type ChatTurn, type MovieSummary } from '@marquee/contracts';
import { startOpenAiPeer, type OpenAiPeer } from '@marquee/testing/openAiPeer';
import { type App } from '../src/app';
import { chatEvents } from '../src/ai/chatEvents';
import { seedCatalog } from '../src/movies/catalog/vegaSeed';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { buildTestApp, useTestApp } from './helpers/testApp';

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
  // The film the answer names comes with done, linked to its catalog page.
  expect(events.at(-1)).toEqual({
    type: 'done',
    engine: 'local',
    response: text,
    films: [expect.objectContaining({ title: film!.title, movieId: String(film!.id) })],
  });
  expect(text).toContain(film!.title);
});

test("the assistant answers from the user's own watchlist, naming and linking its films", async () => {
  const [film] = await t.app.aiCatalog.discover({ sort: 'vote_average.desc' });
  const year = film!.release_date.slice(0, 4);
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/watchlist`,
    headers: user.headers,
    payload: {
      movieId: String(film!.id),
      title: film!.title,
      poster: null,
      overview: '',
      vote_average: 7,
      year,
    },
  });
  expect(added.statusCode).toBe(200);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: user.headers,
    payload: { message: "What's on my watchlist?" },
  });
  const done = eventsOf(response.body).at(-1);
  expect(done).toMatchObject({ type: 'done', response: `Your watchlist has ${film!.title} (${year}).` });
  expect(done).toMatchObject({ films: [expect.objectContaining({ movieId: String(film!.id) })] });
});

test('a history longer than the schema allows is refused', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: user.headers,
    payload: { message: 'hi', conversationHistory: turns(51) },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message).toMatch(/^Conversation history /);
});

describe('with an OpenAI-compatible provider', () => {
  let provider: OpenAiPeer;
  let app: App;
  /** Two catalog films the provider's answer to "…like…" names, as a model writes them. */
  let named: MovieSummary[] = [];
  beforeAll(async () => {
    named = (await t.app.aiCatalog.discover({ sort: 'popularity.desc' }))
      .filter((film) => film.release_date)
      .slice(0, 2);
    provider = await startOpenAiPeer((request) => {
      const asked = (request.messages as { content: string }[]).at(-1)!.content;
      if (!asked.includes(' like ')) return { deltas: ['Hello ', 'there.'] };
      const [first, second] = named;
      return {
        deltas: [
          `Try ${first!.title} (${first!.release_date.slice(0, 4)}), `,
          `or *${second!.title}*; `,
          'not Nothing Like This Film (1999).',
        ],
      };
    });
    app = await buildTestApp(t.databaseUrl, {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: provider.baseURL,
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  test('only the last 10 turns of history reach the provider', async () => {
    const history = turns(14);
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: user.headers,
      payload: { message: 'and now?', conversationHistory: history },
    });
    expect(eventsOf(response.body).at(-1)).toEqual({
      type: 'done',
      engine: 'openai',
      response: 'Hello there.',
      films: [],
    });
    const { messages } = provider.requests[0] as { messages: { role: string; content: string }[] };
    // The system instructions first and the new message last; the turns between them.
    expect(messages.slice(1, -1).map((turn) => turn.content)).toEqual(
      history.slice(-10).map((turn) => turn.message),
    );
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'and now?' });
  });

  test('the catalog films a live answer names come with done, linked as the offline engine links them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: user.headers,
      payload: { message: 'Anything like a good thriller?' },
    });
    const done = eventsOf(response.body).at(-1);
    expect(done).toMatchObject({ type: 'done', engine: 'openai' });
    expect(done?.type === 'done' && done.films).toEqual(
      named.map((film) => ({
        title: film.title,
        year: Number(film.release_date.slice(0, 4)),
        movieId: String(film.id),
        posterPath: film.poster_path,
      })),
    );
  });
});

/** A pure unit test: a provider cannot be made to fail after its first piece, a stand-in engine can. */
describe('chatEvents', () => {
  /** An engine that answers one piece, then fails. */
  const failingMidway: Pick<AiEngineApi, 'engine' | 'chat'> = {
    engine: 'local',
    async *chat({ history }) {
      yield `${history.length} turns, `;
      throw new Error('provider down');
    },
  };

  test('an engine failing midway ends the stream with an error event', async () => {
    const frames: string[] = [];
    for await (const frame of chatEvents(
      failingMidway,
      t.app.aiCatalog,
      { message: 'hi', conversationHistory: turns(2) },
      t.app.log,
    ))
      frames.push(frame);
    expect(eventsOf(frames.join(''))).toEqual([
      { type: 'delta', text: '2 turns, ' },
      { type: 'error', message: 'Failed to get AI response' },
    ]);
  });

  test("the error event speaks the reader's language", async () => {
    const frames: string[] = [];
    for await (const frame of chatEvents(
      failingMidway,
      t.app.aiCatalog,
      { message: 'hola', conversationHistory: [] },
      t.app.log,
      { language: 'es' },
    ))
      frames.push(frame);
    expect(eventsOf(frames.join('')).at(-1)).toEqual({
      type: 'error',
      message: 'No se pudo obtener la respuesta de la IA',
    });
  });
});
