// Bundles a Node app (api, worker) with esbuild: our own workspace packages are compiled in, npm
// dependencies stay external and are resolved from node_modules at run time.
// Usage: node build-node.mjs <entry.ts> [<entry.ts> ...]   (run from the app's folder; writes dist/<entry>.mjs)
import { build } from 'esbuild';

const entries = process.argv.slice(2);
if (entries.length === 0) {
  console.error('usage: build-node.mjs <entry.ts> [...]');
  process.exit(2);
}

const workspacePackage = /^@marquee\//;
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      workspacePackage.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
  // ESM output still meets CommonJS dependencies that expect require/__dirname.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
