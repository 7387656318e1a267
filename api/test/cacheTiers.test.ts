import { randomInt, randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { describeWithService } from '@marquee/testing/services';
import { Redis } from 'ioredis';
import { type App } from '../src/app';
import { LOCAL_TIER_SECONDS } from '../src/plugins/cache';
import { buildTestApp, useTestApp } from './helpers/testApp';

/** The commands a Redis connection (known by its client address) sends, as MONITOR reports them. */
class CommandLog {
  private readonly seen: { source: string; args: string[] }[] = [];

  private constructor(
    private readonly connection: Redis,
    private readonly monitor: Awaited<ReturnType<Redis['monitor']>>,
  ) {
    monitor.on('monitor', (_time: string, args: string[], source: string) =>
      this.seen.push({ source, args }),
    );
  }

  static async start(redisUrl: string): Promise<CommandLog> {
    // monitor() opens a connection of its own: both are closed in stop().
    const connection = new Redis(redisUrl);
    return new CommandLog(connection, await connection.monitor());
  }

  /** Every command `client` sent while `run` ran, fenced by ECHO markers so none is missed or early. */
  async during(client: Redis, run: () => Promise<void>): Promise<string[][]> {
    const source = `${client.stream.localAddress}:${client.stream.localPort}`;
    const mark = async () => {
      const marker = `marker-${randomUUID()}`;
      await client.echo(marker);
      while (!this.seen.some((command) => command.args[1] === marker)) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return this.seen.findIndex((command) => command.args[1] === marker);
    };
    const from = await mark();
    await run();
    const to = await mark();
    return this.seen
      .slice(from + 1, to)
      .filter((command) => command.source.endsWith(source))
      .map((command) => command.args);
  }

  stop(): void {
    this.monitor.disconnect();
    this.connection.disconnect();
  }
}

const urlOf = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describeWithService('TEST_REDIS_URL', 'the in-process tier in front of Redis', (redisUrl) => {
  const t = useTestApp();
  const apps: App[] = [];
  let commands: CommandLog;
  // A film of this file's own, so no other test shares its cache key.
  const filmId = 800_000_000 + randomInt(100_000_000);
  const film = `/api/tmdb/movie/${filmId}`;

  beforeAll(async () => {
    await t.app.db('catalog_movies').insert({
      id: filmId,
      title: 'Tiered',
      original_title: 'Tiered',
      dataset: 'test',
    });
    for (let i = 0; i < 2; i++) {
      const app = await buildTestApp(t.databaseUrl, { REDIS_URL: redisUrl });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    commands = await CommandLog.start(redisUrl);
  });
  afterAll(async () => {
    commands?.stop();
    await Promise.all(apps.map((app) => app.close()));
  });

  test('a cached hit sends no command to Redis: not the cache, not the rate limit, not the statistics', async () => {
    const [app] = apps as [App];
    expect((await fetch(`${urlOf(app)}${film}`)).headers.get('x-cache')).toBe('MISS');
    let hit: Response | undefined;
    const sent = await commands.during(app.redis!, async () => {
      hit = await fetch(`${urlOf(app)}${film}`);
    });
    expect(hit!.headers.get('x-cache')).toBe('HIT');
    expect(sent).toEqual([]);

    // Control: a read that is not a public catalog read counts its budget in Redis.
    const counted = await commands.during(app.redis!, async () => {
      expect((await fetch(`${urlOf(app)}/api/auth/providers`)).status).toBe(200);
    });
    expect(counted).not.toEqual([]);
  });

  test(`another API process sees a change within ${LOCAL_TIER_SECONDS} s`, async () => {
    const [a, b] = apps as [App, App];
    const titleFrom = async (app: App) =>
      ((await (await fetch(`${urlOf(app)}${film}`)).json()) as { title: string }).title;
    expect(await titleFrom(a)).toBe('Tiered');
    expect(await titleFrom(b)).toBe('Tiered');

    await t.app.db('catalog_movies').where({ id: filmId }).update({ title: 'Tiered, renamed' });
    await a.movieCache.flush();
    expect(await titleFrom(a)).toBe('Tiered, renamed');
    await new Promise((resolve) => setTimeout(resolve, LOCAL_TIER_SECONDS * 1000 + 100));
    expect(await titleFrom(b)).toBe('Tiered, renamed');
  });
});
