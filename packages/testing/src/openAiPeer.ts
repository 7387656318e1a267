import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted reply: a JSON completion's content, stream deltas, an HTTP error, or never answering. */
export type ScriptedReply =
  { content: string } | { deltas: string[] } | { status: number; message: string } | { hang: true };

/** A request's JSON body, as the peer received it. */
export type ChatCompletionsRequest = Record<string, unknown> & {
  stream?: boolean;
  response_format?: { json_schema?: { name?: string } };
};

/** The replies in order (the last one repeats), or a reply chosen for each request. */
export type PeerScript = ScriptedReply[] | ((request: ChatCompletionsRequest) => ScriptedReply);

export interface OpenAiPeer {
  baseURL: string;
  /** Every request body received, in order. */
  requests: ChatCompletionsRequest[];
  /** Every authorization header received. */
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible peer: an HTTP server speaking the chat-completions protocol (POST
 * /v1/chat/completions): JSON completions, or `stream: true` server-sent chunks ending with
 * `data: [DONE]`. Replies follow the script.
 */
export async function startOpenAiPeer(script: PeerScript): Promise<OpenAiPeer> {
  const requests: ChatCompletionsRequest[] = [];
  const authorizations: (string | undefined)[] = [];
  const hanging = new Set<() => void>();
  let next = 0;

  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as ChatCompletionsRequest;
    requests.push(body);
    authorizations.push(req.headers.authorization);
    const reply = typeof script === 'function' ? script(body) : script[Math.min(next, script.length - 1)];
    next += 1;
    if (!reply || 'hang' in reply) {
      hanging.add(() => res.destroy());
      return;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: reply.message, type: 'invalid_request_error', code: null } }),
      );
      return;
    }
    const base = { id: `chatcmpl-${next}`, created: 1_700_000_000, model: body.model };
    if ('deltas' in reply) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of reply.deltas) {
        const chunk = {
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content }, finish_reason: null }],
        };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      res.write(
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    close: () =>
      new Promise((resolve) => {
        hanging.forEach((end) => end());
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * A script for a model with fixed answers: each structured request gets `answers[name of its JSON
 * schema]` (an empty object for another name), each streamed chat the pieces of `chat`.
 */
export function answeringBySchema(answers: Record<string, unknown>, chat: string[]): PeerScript {
  return (request) =>
    request.stream
      ? { deltas: chat }
      : { content: JSON.stringify(answers[request.response_format?.json_schema?.name ?? ''] ?? {}) };
}
