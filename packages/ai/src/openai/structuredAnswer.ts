import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { AiLogger } from '../types';
import { AiAnswerError } from './errors';
import { repairRequest } from './instructions';

export interface StructuredRequest<T extends TSchema> {
  client: OpenAI;
  model: string;
  /** Names the schema for the provider (letters, digits, underscores). */
  name: string;
  schema: T;
  instructions: string;
  /** The user's data, as user messages. */
  userContent: string;
  logger?: AiLogger;
}

/**
 * Asks for JSON matching `schema` and checks it. An unparsable or invalid answer gets exactly one repair
 * attempt (the problem is sent back); a second failure is an AiAnswerError.
 */
export async function structuredAnswer<T extends TSchema>(request: StructuredRequest<T>): Promise<Static<T>> {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: request.instructions },
    { role: 'user', content: request.userContent },
  ];
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const completion = await request.client.chat.completions.create({
      model: request.model,
      messages,
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.name, strict: true, schema: request.schema as Record<string, unknown> },
      },
    });
    const content = completion.choices[0]?.message.content ?? '';
    problem = check(request.schema, content);
    if (!problem) return JSON.parse(content) as Static<T>;
    request.logger?.warn(
      { feature: request.name, attempt, problem },
      'AI provider answer did not match the schema',
    );
    messages.push({ role: 'assistant', content }, { role: 'user', content: repairRequest(problem) });
  }
  throw new AiAnswerError(`The AI provider gave no valid ${request.name} answer: ${problem}`);
}

/** '' when `content` is JSON matching the schema, else what is wrong with it. */
function check(schema: TSchema, content: string): string {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return 'it is not parsable JSON';
  }
  if (Value.Check(schema, value)) return '';
  return Value.Errors(schema, value)
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ');
}
