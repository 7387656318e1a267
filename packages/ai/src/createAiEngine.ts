import { createLocalEngine } from './local/createLocalEngine';
import { createOpenAiEngine } from './openai/createOpenAiEngine';
import type { AiEngineApi, AiLogger } from './types';

export interface AiEngineConfig {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel?: string;
}

const DEFAULT_MODEL = 'gpt-4o-mini';

/** The configured provider when a key is set, else the local engine so a fresh clone works offline. */
export function createAiEngine(config: AiEngineConfig, logger: AiLogger): AiEngineApi {
  if (!config.openaiApiKey) {
    logger.info('AI: no OPENAI_API_KEY, using the offline engine');
    return createLocalEngine();
  }
  const model = config.openaiModel || DEFAULT_MODEL;
  logger.info({ model }, 'AI: using the OpenAI-compatible provider');
  return createOpenAiEngine({ apiKey: config.openaiApiKey, baseURL: config.openaiBaseUrl, model, logger });
}
