import fp from 'fastify-plugin';
import { isCatalogued } from '../messages/catalogue';
import { isMessage } from '../messages/message';
import { readerLanguage } from '../messages/readerLanguage';
import { say } from '../messages/say';
import { addVary } from './httpCaching';

/**
 * Every answer's `message` in the reader's language (docs/architecture.md, Languages), said here, as the
 * answer is serialised, so the call sites keep their English: a Message with its values (the error
 * handler's), or an English text the catalogues know (`{ message: 'User deleted' }`, an answer of any
 * status). Such an answer varies by Accept-Language.
 */
export default fp(
  async function answerLanguage(app) {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (typeof payload !== 'object' || payload === null || !('message' in payload)) return payload;
      const { message } = payload;
      if (!isMessage(message) && !(typeof message === 'string' && isCatalogued(message))) return payload;
      addVary(reply, 'Accept-Language');
      return { ...payload, message: say(message, readerLanguage(request)) };
    });
  },
  { name: 'answer-language' },
);
