import { normaliseEmail } from './accounts/users';
import { withDatabase } from './cli/withDatabase';
import { ConfigError } from './config';
import { migrateToLatest } from './db/migrator';

/**
 * `npm run user:admin -- <email>`: makes an existing account an administrator, in the configured
 * database (DATABASE_URL, else the embedded Postgres the API uses, the running one while `npm start`
 * serves). One way the first admin of a fresh install comes to be (the setup link printed at start is
 * the other): sign up, then run this. The token version is bumped so the account signs in again with its
 * new role.
 */
async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email) {
    console.error('usage: npm run user:admin -- <email of an existing account>');
    process.exit(2);
  }
  await withDatabase(async (db) => {
    await migrateToLatest(db);
    const promoted = await db('users')
      .where({ email: normaliseEmail(email) })
      .update({ role: 'admin', token_version: db.raw('token_version + 1'), updated_at: db.fn.now() })
      .returning<{ name: string; email: string }[]>(['name', 'email']);
    const [user] = promoted;
    if (!user) {
      console.error(`No account has the email ${email}: sign up first, then run this again.`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(`${user.name} <${user.email}> is now an administrator (sign in again to use it).\n`);
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : 'Promoting the account failed:',
    error instanceof ConfigError ? '' : error,
  );
  process.exit(1);
});
