import pg from 'pg';

/** How many verification emails the product has recorded as delivered (one row per email sent). */
export async function verificationDeliveries(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from email_deliveries where kind = 'verify-email'",
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}
