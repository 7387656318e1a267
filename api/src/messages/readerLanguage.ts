import { DEFAULT_LANGUAGE, spokenLanguageOf, type Language } from '@marquee/contracts/languages';
import { type FastifyRequest } from 'fastify';

/** The language a request is answered in: the one its Accept-Language prefers among Marquee's, else English. */
export const readerLanguage = (request: FastifyRequest): Language =>
  spokenLanguageOf(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
