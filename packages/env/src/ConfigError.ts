/** Lists every bad variable at once, so a broken .env is fixed in one round trip. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      [
        `Invalid configuration (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):`,
        ...problems.map((problem) => `  - ${problem}`),
        'Fix these environment variables (every variable is described in .env.example) and start again.',
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}
