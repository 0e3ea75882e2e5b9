import { modulePlugin } from '../../lib/module-plugin.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { ensureFirstOwner } from './first-owner.ts';
import { createStaffAuthService, type StaffAuthService } from './staff-auth.service.ts';
import {
  createStaffLimits,
  LONGEST_STAFF_WINDOW_SECONDS,
  STAFF_LIMIT_PREFIX,
} from './staff-limits.ts';
import { createStaffSecrets, sealStaffSecrets } from './staff-secrets.ts';
import { createStaffTeamService, type StaffTeamService } from './staff-team.service.ts';
import { createStaffRepository } from './staff.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    staffAuth: StaffAuthService;
    staffTeam: StaffTeamService;
    /** Creates the first owner when there is no staff account yet (server start only). */
    firstOwner: () => ReturnType<typeof ensureFirstOwner>;
    /** Seals what is not sealed under the current key yet (every start; a key rotation). */
    sealSecrets: () => ReturnType<typeof sealStaffSecrets>;
  }
}

/** Staff accounts, their sessions and sign-in rules, the team and its invitations. */
export const staffModule = modulePlugin(
  { name: 'staff', dependencies: ['infrastructure', 'audit'] },
  (app) => {
    const { env, db, audit, clock } = app;
    // Staff secrets at rest (TOTP secrets, an invitation's link in its job) are sealed with
    // ADMIN_ENCRYPTION_KEY (lib/secret-box.ts, decision 0077).
    const secretBox = createSecretBox(env.encryptionKeys);
    const repo = createStaffRepository(db);
    app.keepLimitCounters({ seconds: LONGEST_STAFF_WINDOW_SECONDS, prefix: STAFF_LIMIT_PREFIX });
    const backOffice = {
      db,
      repo,
      audit,
      limits: createStaffLimits(app.rateLimiter),
      secrets: createStaffSecrets(secretBox),
      clock,
      isProduction: env.isProduction,
      site: { brandName: env.BRAND_NAME, brandSlug: env.BRAND_SLUG, publicUrl: env.PUBLIC_URL },
      emailQueued: app.jobsQueued,
    };
    const staffAuth = createStaffAuthService(backOffice);
    const staffTeam = createStaffTeamService({
      ...backOffice,
      auth: staffAuth,
      box: secretBox,
      mailer: app.mailer,
    });
    app.handleJobs({ 'staff.invitation': staffTeam.invitationJob });
    return {
      staffAuth,
      staffTeam,
      firstOwner: () =>
        ensureFirstOwner(db, repo, audit, env.firstOwner, backOffice.site, clock.now()),
      sealSecrets: () => sealStaffSecrets(db, repo, secretBox),
    };
  },
);
