import fs from 'node:fs';
import path from 'node:path';

/**
 * The npm workspaces root above `from` (the folder whose package.json declares "workspaces"), or
 * undefined outside a checkout. Lets `npm run dev -w @marquee/api` (cwd api/) and `npm start` (cwd the
 * root) share one data folder.
 */
export function findWorkspaceRoot(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (declaresWorkspaces(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function declaresWorkspaces(packageJsonPath: string): boolean {
  try {
    return 'workspaces' in JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));
  } catch {
    return false;
  }
}
