import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

const SECRET = 'a-production-secret-that-is-long-enough-1234';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('an empty environment is a working development setup', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: 'localhost',
      port: 8080,
      publicUrl: 'http://localhost:8080',
      corsOrigins: ['http://localhost:8080'],
      dataDir,
      logLevel: 'info',
      rateLimitMax: 600,
      embeddedPostgresPort: 54329,
      trustProxy: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  test('outside production a missing JWT_SECRET is generated once and kept in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  test('DATA_DIR defaults to .data at the workspace root, wherever in the repository the API starts', () => {
    const repoRoot = path.resolve(__dirname, '../..');
    const fromApi = loadConfig({ JWT_SECRET: SECRET }, path.join(repoRoot, 'api'));
    const fromRoot = loadConfig({ JWT_SECRET: SECRET }, repoRoot);
    expect(fromApi.dataDir).toBe(path.join(repoRoot, '.data'));
    expect(fromRoot.dataDir).toBe(fromApi.dataDir);
  });

  test('numbers and booleans are parsed strictly, and empty values count as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '3000', TRUST_PROXY: 'yes', RATE_LIMIT_MAX: '' });
    expect(config).toMatchObject({
      port: 3000,
      trustProxy: true,
      rateLimitMax: 600,
      publicUrl: 'http://localhost:3000',
    });
  });

  test('production listens on all interfaces and takes its settings from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SMTP_URL: 'smtp://mail:587',
      PUBLIC_URL: 'https://marquee.example.com/',
      CORS_ORIGINS: 'https://marquee.example.com, https://admin.example.com',
      DATABASE_URL: 'postgres://marquee:pw@db:5432/marquee',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      publicUrl: 'https://marquee.example.com',
      corsOrigins: ['https://marquee.example.com', 'https://admin.example.com'],
      jwtSecret: SECRET,
    });
  });

  test('a bad PORT is named, with its value and what it is for', () => {
    expect(problemsOf({ DATA_DIR: dataDir, PORT: 'eighty' })).toEqual([
      'PORT="eighty": must be a whole number (the HTTP port)',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, PORT: '8080.5' })).toEqual([
      'PORT="8080.5": must be a whole number (the HTTP port)',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, PORT: '70000' })).toEqual([
      'PORT="70000": must be at most 65535 (the HTTP port)',
    ]);
  });

  test('production refuses to start without a JWT_SECRET', () => {
    expect(problemsOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' })).toEqual([
      expect.stringMatching(
        /^JWT_SECRET: must be set when NODE_ENV=production, at least 32 random characters/,
      ),
    ]);
  });

  test('every problem is listed at once, without printing secrets', () => {
    let error: unknown;
    try {
      loadConfig({
        NODE_ENV: 'prod',
        PORT: 'abc',
        JWT_SECRET: 'short-secret',
        DATABASE_URL: 'mysql://root:hunter2@db/marquee',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        CORS_ORIGINS: 'https://ok.example.com,https://bad.example.com/path',
        REMOTES_MANIFEST_FILE: 'remotes.json',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      'NODE_ENV="prod": must be one of development, production, test ' +
        '(production requires JWT_SECRET and listens on all interfaces by default)',
      'PORT="abc": must be a whole number (the HTTP port)',
      expect.stringMatching(
        /^DATABASE_URL="mysql:\/\/root:\*\*\*@db\/marquee": must look like postgres:\/\//,
      ),
      expect.stringMatching(/^JWT_SECRET \(12 characters\): must be at least 32 characters long/),
      expect.stringMatching(
        /^LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent/,
      ),
      expect.stringMatching(/^TRUST_PROXY="maybe": must be true or false/),
      expect.stringMatching(/^CORS_ORIGINS: "https:\/\/bad.example.com\/path" must be origins like/),
      expect.stringMatching(/^REMOTES_MANIFEST_FILE: only takes effect with FRONTENDS_DIR/),
    ]);
    expect(message).toMatch(/^Invalid configuration \(8 problems\):\n {2}- NODE_ENV=/);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short-secret');
  });

  test('production refuses the local mailbox: SMTP_URL is required', () => {
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: SECRET })).toEqual([
      expect.stringMatching(/^SMTP_URL: must be set when NODE_ENV=production/),
    ]);
  });

  test('Google sign-in is configured by its client id; the issuer defaults to Google', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).google).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'client-1' }).google).toEqual({
      clientId: 'client-1',
      clientSecret: undefined,
      issuer: 'https://accounts.google.com',
    });
    expect(problemsOf({ DATA_DIR: dataDir, GOOGLE_CLIENT_SECRET: 'shh' })).toEqual([
      'GOOGLE_CLIENT_SECRET: only takes effect with GOOGLE_CLIENT_ID',
    ]);
  });
});
