import { parseArgs } from 'node:util';
import { loadEnvOrExit } from './config/env.ts';
import { openDatabase, readyDatabase } from './db/open.ts';
import { AppError } from './lib/errors.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { checkNewPassword } from './modules/staff/passwords.ts';
import { createStaffLimits } from './modules/staff/staff-limits.ts';
import { createStaffShell, generatedPassword } from './modules/staff/staff-shell.ts';
import { createStaffRepository } from './modules/staff/staff.repository.ts';

const USAGE = `Usage (from the project's folder, with the server's environment):
  npm run staff -- create-owner --email <e-mail> [--password <password>]
  npm run staff -- reset-password --email <e-mail> [--password <password>]
  npm run staff -- reset-two-factor --email <e-mail>
Without --password, a password is generated and printed once. Each ends the account's sessions.
With the embedded database (no DATABASE_URL), stop the server first: only one process can open it.`;

/** `npm run staff`: the back office's accounts, from the server's shell. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command] = positionals;
  const commands = ['create-owner', 'reset-password', 'reset-two-factor'];
  if (values.help || !command || !commands.includes(command) || !values.email) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 64);
  }
  const env = loadEnvOrExit();
  const site = { brandName: env.BRAND_NAME, brandSlug: env.BRAND_SLUG };
  // A chosen password is checked before the database is opened: a weak one is refused at once,
  // without the wait (or, on the embedded database, the stopped server) that opening needs.
  if (values.password && command !== 'reset-two-factor')
    await checkNewPassword(values.password, { email: values.email.toLowerCase(), names: [], site });
  const database = await openDatabase(env);
  try {
    await readyDatabase(env, database);
    const db = database.db;
    const shell = createStaffShell({
      db,
      repo: createStaffRepository(db),
      audit: createAuditRepository(db),
      limits: createStaffLimits(createRateLimiter(db)),
      site,
      now: () => new Date(),
    });
    const email = values.email;
    const password = values.password ?? generatedPassword();
    const shown = values.password ? '' : ` Password: ${password} (shown once)`;
    if (command === 'create-owner') {
      await shell.createOwner(email, password);
      console.log(`Owner ${email} created.${shown}`);
    } else if (command === 'reset-password') {
      await shell.resetPassword(email, password);
      console.log(`Password of ${email} reset; their sessions ended.${shown}`);
    } else {
      await shell.resetTwoFactor(email);
      console.log(`Two-factor sign-in of ${email} turned off; their sessions ended.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const weakPassword = error instanceof AppError && error.errors?.password !== undefined;
  console.error(weakPassword ? `The password is refused: ${message}` : message);
  process.exit(1);
});
