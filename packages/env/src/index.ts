export { readApiEnv } from './apiEnv';
export { ConfigError } from './ConfigError';
export { ApiEnvSchema, EnvSchema, WorkerEnvSchema } from './envSchema';
export type { ApiEnv, LogLevel, WorkerEnv } from './envSchema';
export { splitList, withoutTrailingSlash } from './lists';
export { publicUrlOf } from './publicUrl';
export { readWorkerEnv } from './workerEnv';
