// A local OpenAI-compatible peer for the AI evaluation: speaks the chat-completions protocol (JSON
// answers to each schema the engine asks for, streamed chat) with fixed, valid, uninformed answers. It
// proves the provider path end to end (requests, schema checks, catalog matching, streaming) without a
// model: its quality figures are a floor, not a model's.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const ANSWERS: Record<string, unknown> = {
  search: {
    interpretation: 'A search the local peer cannot read.',
    search_parameters: {
      genres: [],
      themes: [],
      mood: '',
      year_range: { min: null, max: null },
      rating_range: { min: null },
      similar_to: null,
    },
    movie_suggestions: [],
    search_tips: [],
  },
  review_analysis: {
    overall_sentiment: { score: 5, label: 'Mixed', explanation: 'The local peer reads no text.' },
    summary: 'Unread.',
    pros: [],
    cons: [],
    key_themes: [],
    target_audience: { primary: '', secondary: '', avoid_if: '' },
    critics_vs_audience: '',
    recommendation: '',
    confidence: 0,
  },
};
const CHAT_REPLY = ['The local peer ', 'has no model ', 'to answer with.'];

export async function startOpenAiPeer(): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as {
      stream?: boolean;
      response_format?: { json_schema?: { name?: string } };
    };
    const base = { id: 'peer', created: 0, model: 'local-peer' };
    if (body.stream) {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of CHAT_REPLY) {
        const chunk = {
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content } }],
        };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end('data: [DONE]\n\n');
      return;
    }
    const content = JSON.stringify(ANSWERS[body.response_format?.json_schema?.name ?? ''] ?? {});
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
