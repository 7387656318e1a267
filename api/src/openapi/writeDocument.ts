import fs from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { DOCUMENT_FILE, generateDocument } from './generateDocument';

/** `npm run openapi -w @marquee/api`: writes openapi.json after a route or contract changes. */
async function main(): Promise<void> {
  const options = await resolveConfig(DOCUMENT_FILE);
  const text = await format(JSON.stringify(await generateDocument()), { ...options, parser: 'json' });
  fs.writeFileSync(DOCUMENT_FILE, text);
  process.stdout.write(`wrote ${DOCUMENT_FILE}\n`);
}

void main();
