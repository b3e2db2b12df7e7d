// npm run admin -- grant EMAIL | revoke EMAIL
// Reads the same configuration as the server (DATABASE_URL, DATA_DIR). The embedded database is
// single-process: stop the server before using the CLI on it.
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { setSuperAdmin } from './super-admins.ts';

const USAGE = `Usage:
  npm run admin -- grant EMAIL    make the user a super admin (they must turn on two-factor)
  npm run admin -- revoke EMAIL   take super admin rights away`;

const MESSAGES = {
  granted: 'is now a super admin. The admin area asks them to turn on two-factor authentication first.',
  revoked: 'is no longer a super admin.',
  unchanged: 'already had that status; nothing changed.',
} as const;

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const outcome = await setSuperAdmin(database.db, email, command === 'grant');
    if (outcome === 'no-such-user') {
      console.error(`No user has the email ${email}.`);
      return 1;
    }
    console.info(`${email} ${MESSAGES[outcome]}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
