export type * from './types';
export { createAiEngine, type AiEngineConfig } from './createAiEngine';
export { createLocalEngine } from './local/createLocalEngine';
export { forgetFilmIndex } from './local/filmIndex';
export { MOOD_PROFILES, type MoodProfile } from './local/moods';
export { catalogNeighbours } from './local/neighbours';
export { parseSearchQuery, toSearchParameters, type ParsedSearch } from './local/searchParser';
export { createOpenAiEngine, type OpenAiEngineOptions } from './openai/createOpenAiEngine';
export { AiAnswerError, AiProviderError } from './openai/errors';
