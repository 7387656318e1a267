import { type FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** Fastify's logger is pino, which can say whether a level is written. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes pino's child (with the request id) only when a line at an enabled level
 * is written. Making that child costs a cached public read about a sixteenth of its CPU time (pino runs
 * the redaction over its bindings), and at the default level such a read logs nothing (see RequestLog).
 */
class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get #logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.#child && !this.parent.isLevelEnabled(level)) return;
    (this.#logger[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): FastifyBaseLogger['level'] {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.#logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a lazy child, unless the route sets its own level or serializers (then
 * pino's child at once, which applies them).
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level || options.serializers) return logger.child(bindings, options);
  return new LazyChildLogger(logger as Logger, bindings);
}
