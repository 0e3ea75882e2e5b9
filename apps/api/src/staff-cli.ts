import { parseArgs } from 'node:util';
import { loadEnvOrExit } from './config/env.ts';
import { openDatabase, readyDatabase } from './db/open.ts';
import { AppError } from './lib/errors.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { checkNewPassword } from './modules/staff/passwords.ts';
import { createStaffLimits } from './modules/staff/staff-limits.ts';
import { sealStaffSecrets, type SealReport } from './modules/staff/staff-secrets.ts';
import { createStaffShell, generatedPassword } from './modules/staff/staff-shell.ts';
import { createStaffRepository } from './modules/staff/staff.repository.ts';

const USAGE = `Usage (from the project's folder, with the server's environment):
  npm run staff -- create-owner --email <e-mail> [--password <password>]
  npm run staff -- reset-password --email <e-mail> [--password <password>]
  npm run staff -- reset-two-factor --email <e-mail>
  npm run staff -- transfer-ownership --email <e-mail of another active owner>
  npm run staff -- rotate-encryption-key
Without --password, a password is generated and printed once. The first three end the account's
sessions. rotate-encryption-key seals every staff secret under ADMIN_ENCRYPTION_KEY, opening
those under ADMIN_ENCRYPTION_KEY_PREVIOUS (docs/operations.md says the steps).
With the embedded database (no DATABASE_URL), stop the server first: only one process can open it.`;

/** What a rotation did, and whether the previous key can go. */
function rotationLines(report: SealReport, hasPrevious: boolean): string[] {
  const lines = [
    `Sealed ${report.sealed} plain secret(s), sealed again ${report.resealed} under the current key, ` +
      `salted ${report.rehashed} recovery code(s).`,
  ];
  if (report.unreadable.length)
    lines.push(
      `Neither key opens the secrets of: ${report.unreadable.join(', ')}. Set the key they were ` +
        'sealed with as ADMIN_ENCRYPTION_KEY_PREVIOUS and run this again, or reset the two-factor ' +
        'sign-in of those accounts (an invitation: send it again).',
    );
  else if (hasPrevious)
    lines.push(
      'Nothing is sealed under the previous key now: remove ADMIN_ENCRYPTION_KEY_PREVIOUS.',
    );
  return lines;
}

/** `npm run staff`: the back office's accounts, from the server's shell. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  const [command] = positionals;
  const commands = [
    'create-owner',
    'reset-password',
    'reset-two-factor',
    'transfer-ownership',
    'rotate-encryption-key',
  ];
  const needsEmail = command !== 'rotate-encryption-key';
  if (values.help || !command || !commands.includes(command) || (needsEmail && !values.email)) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 64);
  }
  const env = loadEnvOrExit();
  const site = { brandName: env.BRAND_NAME, brandSlug: env.BRAND_SLUG };
  // A chosen password is checked before the database is opened: a weak one is refused at once,
  // without the wait (or, on the embedded database, the stopped server) that opening needs.
  const email = values.email ?? '';
  if (values.password && (command === 'create-owner' || command === 'reset-password'))
    await checkNewPassword(values.password, { email: email.toLowerCase(), names: [], site });
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
    if (command === 'rotate-encryption-key') {
      const report = await sealStaffSecrets(
        db,
        createStaffRepository(db),
        createSecretBox(env.encryptionKeys),
      );
      for (const line of rotationLines(report, env.encryptionKeys.previous !== undefined))
        console.log(line);
      if (report.unreadable.length) process.exitCode = 1;
      return;
    }
    const password = values.password ?? generatedPassword();
    const shown = values.password ? '' : ` Password: ${password} (shown once)`;
    if (command === 'create-owner') {
      await shell.createOwner(email, password);
      console.log(`Owner ${email} created.${shown}`);
    } else if (command === 'reset-password') {
      await shell.resetPassword(email, password);
      console.log(`Password of ${email} reset; their sessions ended.${shown}`);
    } else if (command === 'transfer-ownership') {
      await shell.transferOwnership(email);
      console.log(`${email} is now the first owner.`);
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
