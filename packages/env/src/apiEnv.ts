import { ApiEnvSchema, type ApiEnv } from './envSchema';
import { splitList } from './lists';
import { productionNeedsJwtSecret, productionNeedsSmtp } from './productionChecks';
import { publicUrlParses } from './publicUrl';
import { readEnv, type CrossFieldCheck } from './readEnv';

/** The API's variables, validated, defaults applied; throws a ConfigError naming every problem. */
export function readApiEnv(env: NodeJS.ProcessEnv): ApiEnv {
  return readEnv(ApiEnvSchema, env, API_CHECKS);
}

const API_CHECKS: CrossFieldCheck<ApiEnv>[] = [
  productionNeedsJwtSecret,
  productionNeedsSmtp,
  ({ isSet }) =>
    isSet('GOOGLE_CLIENT_SECRET') && !isSet('GOOGLE_CLIENT_ID')
      ? 'GOOGLE_CLIENT_SECRET: only takes effect with GOOGLE_CLIENT_ID'
      : undefined,
  publicUrlParses,
  corsOriginsAreOrigins,
  ({ isSet }) =>
    isSet('REMOTES_MANIFEST_FILE') && !isSet('FRONTENDS_DIR')
      ? 'REMOTES_MANIFEST_FILE: only takes effect with FRONTENDS_DIR (it replaces the served /remotes.json)'
      : undefined,
];

function corsOriginsAreOrigins({ valid }: { valid: Partial<ApiEnv> }): string | undefined {
  const bad = valid.CORS_ORIGINS ? splitList(valid.CORS_ORIGINS).filter((origin) => !isOrigin(origin)) : [];
  if (bad.length === 0) return undefined;
  return (
    `CORS_ORIGINS: ${bad.map((origin) => `"${origin}"`).join(', ')} ` +
    'must be origins like https://app.example.com (scheme, host and optional port; no path, no *)'
  );
}

function isOrigin(value: string): boolean {
  return URL.canParse(value) && new URL(value).origin === value;
}
