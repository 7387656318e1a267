import { type App } from '../../src/app';

/** The part of a JSON schema the request generators read. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: what a request to it is made of. */
export interface Operation {
  method: string;
  /** As the document writes it: /api/users/{id}. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
      }
    >
  >;
}

/** Every operation the app documents (the API's whole surface: the hidden routes are the front-end files and the /dev/mail page). */
export async function openApiOperations(app: App): Promise<Operation[]> {
  await app.ready();
  const document = app.swagger() as unknown as OpenApiDocument;
  const schemas = document.components?.schemas ?? {};
  // The shared schemas are `$ref`s into components.schemas: the generators read them in place.
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const { $ref } = value as { $ref?: string };
    if ($ref) return inline(schemas[$ref.replace('#/components/schemas/', '')]);
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inline(child)]));
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
      queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
      body: inline(operation.requestBody?.content['application/json']?.schema) as JsonSchema | undefined,
    })),
  );
}

/** `METHOD /path`, as the route tables and failure messages name an operation. */
export const operationName = ({ method, path }: Pick<Operation, 'method' | 'path'>) => `${method} ${path}`;

/** Half a surrogate pair cannot travel in a URL: a browser sends U+FFFD instead. */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The URL of `operation` with its path parameters filled in (encoded). */
export function urlOf(operation: Operation, params: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((params[name] ?? '').replace(LONE_SURROGATE, '\ufffd')),
  );
  return query ? `${path}?${query}` : path;
}
