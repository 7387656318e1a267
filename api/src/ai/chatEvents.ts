import { type AiEngineApi, type FilmCatalog, type UserTaste } from '@marquee/ai';
import { AI_LIMITS, type AiFilmMatch, type ChatBody, type ChatStreamEvent } from '@marquee/contracts';
import { DEFAULT_LANGUAGE, type Language } from '@marquee/contracts/languages';
import { type FastifyBaseLogger } from 'fastify';
import { said } from '../messages/message';
import { say } from '../messages/say';

/** One server-sent event: a `data:` line holding the event as JSON, then a blank line. */
export const sseFrame = (event: ChatStreamEvent): string => `data: ${JSON.stringify(event)}\n\n`;

/**
 * A chat answer as server-sent events: a delta per piece the engine produces, then done with the whole
 * answer, or an error event if the engine fails midway (the status line has long been sent by then).
 * Only the last 10 turns of history go to the engine (docs/product.md §9). The films the answer names come
 * with done, so the screens can link them. The error event speaks the reader's `language`.
 */
export async function* chatEvents(
  ai: Pick<AiEngineApi, 'engine' | 'chat'>,
  catalog: FilmCatalog,
  { message, movieTitle, conversationHistory = [] }: ChatBody,
  log: FastifyBaseLogger,
  { taste, language = DEFAULT_LANGUAGE }: { taste?: UserTaste; language?: Language } = {},
): AsyncGenerator<string> {
  const history = conversationHistory.slice(-AI_LIMITS.chatHistory);
  let response = '';
  const films: AiFilmMatch[] = [];
  try {
    for await (const piece of ai.chat({ message: message.trim(), movieTitle, history, taste }, catalog)) {
      if (typeof piece !== 'string') {
        films.push(piece);
        continue;
      }
      if (!piece) continue;
      response += piece;
      yield sseFrame({ type: 'delta', text: piece });
    }
  } catch (error) {
    log.error({ err: error }, 'AI chat failed');
    yield sseFrame({ type: 'error', message: say(said('Failed to get AI response'), language) });
    return;
  }
  yield sseFrame({ type: 'done', engine: ai.engine, response, films });
}
