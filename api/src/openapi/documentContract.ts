import { hoistSharedSchemas } from './sharedSchemas';

interface Parameter {
  required?: boolean;
  schema?: { default?: unknown };
}
interface Operation {
  summary?: string;
  security?: unknown[];
  parameters?: Parameter[];
  responses?: Record<string, { description?: string }>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

/** What each error status means on this API; a route's own schema may say more. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'The request does not match this operation: `message` names the field and the rule it breaks.',
  401: 'No valid session: sign in and send the token as `Authorization: Bearer <token>`.',
  403: 'The session is valid but may not do this (another user\u2019s data, or an admin-only action).',
  404: 'What the path names does not exist.',
  409: 'It conflicts with what is already stored.',
  413: 'The body is larger than 1 MiB.',
  429: 'Too many requests from this address: `message` says when to retry.',
  502: 'An outside service (the movie database or the AI engine) failed.',
  503: 'A service the API needs (the database, Redis or the job queue) is unavailable: retry shortly.',
  504: 'The AI engine took too long.',
};

/** @fastify/swagger's placeholder when a response schema has no description. */
const PLACEHOLDER = 'Default Response';

/**
 * What @fastify/swagger leaves for the document to say: a query parameter the server fills with its
 * default is optional to the client; every response is described; an operation without a session says
 * so (`security: []`); the shared schemas are defined once in `components.schemas`.
 */
export function documentContract(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.security ??= [];
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema?.default !== undefined) delete parameter.required;
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description !== PLACEHOLDER) continue;
        response.description = ERROR_DESCRIPTIONS[status] ?? operation.summary ?? 'Success';
      }
    }
  }
  return hoistSharedSchemas(document);
}
