import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a plain ES module shared with serve.mjs, without type declarations
import { VIOLATIONS_DIR } from './openApiProxy.mjs';

/**
 * After the whole run: every API exchange went through the validating proxy (openApiProxy.mjs), and any
 * disagreement with the OpenAPI document it logged fails the run, listed.
 */
export default function openApiViolations(): void {
  const lines = readdirSync(VIOLATIONS_DIR as string)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(path.join(VIOLATIONS_DIR as string, name), 'utf8').split('\n'))
    .filter(Boolean);
  if (lines.length > 0) {
    throw new Error(
      `${lines.length} API exchanges disagree with the OpenAPI document:\n${[...new Set(lines)].join('\n')}`,
    );
  }
}
