import OpenAI from 'openai';

/** The provider answered, but not with what was asked for, even after one repair attempt. */
export class AiAnswerError extends Error {
  override readonly name = 'AiAnswerError';
}

/** The provider could not be used (unreachable, too slow, refused). Carries no provider text. */
export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Our own words for an SDK failure. The provider's message is dropped on purpose: some echo part of
 * the key back ('Incorrect API key provided: sk-...').
 */
export function providerError(error: unknown, timeoutMs: number, elapsedMs: number): Error {
  if (error instanceof AiAnswerError || error instanceof AiProviderError) return error;
  // Some fetch implementations (and test sandboxes) hide the abort behind a plain connection error, so
  // a connection that failed only after the whole time budget counts as a timeout too.
  const timedOut = error instanceof OpenAI.APIConnectionError && elapsedMs >= timeoutMs;
  if (error instanceof OpenAI.APIConnectionTimeoutError || timedOut) {
    return new AiProviderError(`The AI provider did not answer within ${timeoutMs / 1000} s`);
  }
  if (error instanceof OpenAI.APIConnectionError)
    return new AiProviderError('The AI provider could not be reached');
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    if (status === 401 || status === 403)
      return new AiProviderError('The AI provider refused the API key', status);
    if (status === 429) return new AiProviderError('The AI provider is rate limiting requests', status);
    return new AiProviderError(`The AI provider failed with status ${status ?? 'unknown'}`, status);
  }
  return new AiProviderError('The AI provider call failed');
}
