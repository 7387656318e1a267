import { type AiEngineApi, type FilmCatalog } from '@marquee/ai';
import { AI_LIMITS, type ChatBody, type ChatStreamEvent } from '@marquee/contracts';
import { type FastifyBaseLogger } from 'fastify';

/** One server-sent event: a `data:` line holding the event as JSON, then a blank line. */
export const sseFrame = (event: ChatStreamEvent): string => `data: ${JSON.stringify(event)}\n\n`;

/**
 * A chat answer as server-sent events: a delta per piece the engine produces, then done with the whole
 * answer, or an error event if the engine fails midway (the status line has long been sent by then).
 * Only the last 10 turns of history go to the engine (SPEC section 9).
 */
export async function* chatEvents(
  ai: Pick<AiEngineApi, 'engine' | 'chat'>,
  catalog: FilmCatalog,
  { message, movieTitle, conversationHistory = [] }: ChatBody,
  log: FastifyBaseLogger,
): AsyncGenerator<string> {
  const history = conversationHistory.slice(-AI_LIMITS.chatHistory);
  let response = '';
  try {
    for await (const text of ai.chat({ message: message.trim(), movieTitle, history }, catalog)) {
      if (!text) continue;
      response += text;
      yield sseFrame({ type: 'delta', text });
    }
  } catch (error) {
    log.error({ err: error }, 'AI chat failed');
    yield sseFrame({ type: 'error', message: 'Failed to get AI response' });
    return;
  }
  yield sseFrame({ type: 'done', engine: ai.engine, response });
}
