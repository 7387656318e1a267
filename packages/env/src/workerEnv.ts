import { WorkerEnvSchema, type WorkerEnv } from './envSchema';
import { productionNeedsSmtp } from './productionChecks';
import { publicUrlParses } from './publicUrl';
import { readEnv, type CrossFieldCheck } from './readEnv';

/** The worker's variables, validated, defaults applied; throws a ConfigError naming every problem. */
export function readWorkerEnv(env: NodeJS.ProcessEnv): WorkerEnv {
  return readEnv(WorkerEnvSchema, env, WORKER_CHECKS);
}

// Optional for the API (unset: its embedded services), these are what the worker works with.
const WORKER_CHECKS: CrossFieldCheck<WorkerEnv>[] = [
  ({ isSet }) =>
    isSet('REDIS_URL')
      ? undefined
      : 'REDIS_URL: must be set: the worker runs the jobs queued in Redis ' +
        '(without Redis the API runs them itself and no worker is needed)',
  ({ isSet }) =>
    isSet('DATABASE_URL')
      ? undefined
      : "DATABASE_URL: must be set: email jobs read the accounts from the API's database " +
        '(use the same value as the API)',
  productionNeedsSmtp,
  publicUrlParses,
];
