import pg from 'pg';

/** Runs `run` with a connected client on `url`, and always disconnects. */
export async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
