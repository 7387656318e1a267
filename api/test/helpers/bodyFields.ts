/** A JSON schema, as far as the fields it names go. */
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
}

/** The name of every field a request body of `document` may hold, at any depth. */
export function bodyFieldNames(document: OpenApiDocument): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (schema: Schema | undefined): void => {
    if (!schema) return;
    if (schema.$ref) {
      if (seen.has(schema.$ref)) return;
      seen.add(schema.$ref);
      return walk(document.components.schemas[schema.$ref.split('/').at(-1)!]);
    }
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      walk(property);
    }
    for (const part of [
      schema.items,
      ...(schema.anyOf ?? []),
      ...(schema.oneOf ?? []),
      ...(schema.allOf ?? []),
    ])
      walk(part);
  };
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const { schema } of Object.values(operation.requestBody?.content ?? {})) walk(schema);
    }
  }
  return names;
}
