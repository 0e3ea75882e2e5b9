import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../auth/auth-fields.ts';
import { trimmedString, trimmedText } from './fields.ts';
import { STAFF_ROLES, type StaffRole } from './permissions.ts';

/** Staff passwords: at least 12 characters (and hard to guess, which the server estimates). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase; short enough that hashing it costs nothing unusual. */
export const STAFF_PASSWORD_MAX_LENGTH = 128;
export const STAFF_NAME_MAX_LENGTH = 80;
/**
 * How long a session lives: it ends after `sessionIdleMinutes` without a call, and
 * `sessionMaxHours` after sign-in however busy. The defaults are ASVS L2's (30 minutes, 12 hours);
 * under 5 minutes a person packing an order is signed out between two calls, and past 2 hours idle
 * or a day in all a stolen cookie lives longer than a working day needs.
 */
export const SESSION_IDLE_MINUTES = { min: 5, max: 120, default: 30 } as const;
export const SESSION_MAX_HOURS = { min: 1, max: 24, default: 12 } as const;

/** A TOTP code: six digits. A recovery code: ten letters and digits, shown as two groups of five. */
export const TOTP_CODE_PATTERN = /^[0-9]{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

export const adminMessages = {
  emailInvalid: 'Enter a valid e-mail address',
  passwordShort: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordLong: `Use at most ${STAFF_PASSWORD_MAX_LENGTH} characters`,
  passwordWeak: 'This password is too easy to guess.',
  passwordWrong: 'The current password is wrong',
  nameRequired: 'Enter a name',
  nameLong: `Use at most ${STAFF_NAME_MAX_LENGTH} characters`,
  codeInvalid: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeInvalid: 'Enter a recovery code such as abcde-12345',
  signInRefused: 'Wrong e-mail or password',
  codeRefused: 'That code is wrong or was already used',
  tooManyFromAddress: 'Too many tries from this address. Try again later.',
  signInAgain: 'Sign in to the back office',
  sessionIdle: (minutes: number) =>
    `You were signed out after ${minutes} minutes without activity. Sign in again to go on.`,
  sessionExpired: (hours: number) =>
    `Your session reached its ${hours}-hour limit. Sign in again to go on.`,
  secondFactorNeeded: 'Enter the code from your authenticator app first',
  enrolmentNeeded: 'Set up two-factor sign-in before anything else',
  forbidden: 'Your role does not allow this',
  crossSite: 'Refused: this request did not come from the back office',
  invitationInvalid: 'This invitation is invalid, used or expired. Ask the owner for a new one.',
  alreadyStaff: 'This e-mail already has a staff account',
  alreadyEnrolled: 'Two-factor sign-in is already set up',
  enrolmentNotStarted: 'Start the set-up again',
  lastOwner: 'The shop needs at least one active owner',
  notYourself: 'You cannot change your own role or deactivate yourself',
  staffNotFound: 'No such staff account',
  invitationNotFound: 'No such pending invitation',
  ownerTwoFactor: 'In production every owner signs in with two factors',
  sessionIdleRange: `Choose from ${SESSION_IDLE_MINUTES.min} to ${SESSION_IDLE_MINUTES.max} minutes`,
  sessionMaxRange: `Choose from ${SESSION_MAX_HOURS.min} to ${SESSION_MAX_HOURS.max} hours`,
  ownerInvitesOwner: 'Only an owner can invite an owner',
  firstOwnerStays:
    'The first owner cannot be demoted or deactivated by anyone else; they can transfer ownership',
  onlyFirstOwner: 'Only the first owner can transfer ownership',
  transferToOwner: 'Ownership can only go to another active owner',
  twoFactorFirst: 'Set up two-factor sign-in first: this step needs a code from it',
} as const;

/** The refusal after wrong tries, its wait in whole minutes (`Retry-After` has the seconds). */
export function staffWaitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many wrong tries. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export const staffEmailSchema = z.pipe(
  trimmedString,
  z.pipe(
    z
      .string()
      .check(
        z.maxLength(EMAIL_MAX_LENGTH, adminMessages.emailInvalid),
        z.regex(z.regexes.email, adminMessages.emailInvalid),
      ),
    z.transform((value) => value.toLowerCase()),
  ),
);

/** A new password's rules a form can show as the owner types; the strength check is the server's. */
export const staffPasswordSchema = z
  .string()
  .check(
    z.minLength(STAFF_PASSWORD_MIN_LENGTH, adminMessages.passwordShort),
    z.maxLength(STAFF_PASSWORD_MAX_LENGTH, adminMessages.passwordLong),
  );

export const staffNameSchema = trimmedText(
  STAFF_NAME_MAX_LENGTH,
  adminMessages.nameLong,
  adminMessages.nameRequired,
);

export const staffRoleSchema = z.enum(STAFF_ROLES);

// Sign-in ------------------------------------------------------------------------------------

export const signInBodySchema = z.object({
  email: staffEmailSchema,
  // Any length is checked against the hash: a rule here would tell which passwords cannot exist.
  password: z.string().check(z.minLength(1), z.maxLength(STAFF_PASSWORD_MAX_LENGTH)),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** The second step: the authenticator's code, or one of the ten recovery codes. */
export const secondFactorBodySchema = z.union([
  z.object({ code: z.string().check(z.regex(TOTP_CODE_PATTERN, adminMessages.codeInvalid)) }),
  z.object({
    recoveryCode: z
      .string()
      .check(z.regex(RECOVERY_CODE_PATTERN, adminMessages.recoveryCodeInvalid)),
  }),
]);
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;

/**
 * Where a session stands: `second-factor` (the password was right, the code is still due),
 * `enrol` (two-factor sign-in must be set up before anything else), `ready`.
 */
export const SESSION_STAGES = ['second-factor', 'enrol', 'ready'] as const;
export type SessionStage = (typeof SESSION_STAGES)[number];

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  /** The shop's first owner: nobody else demotes or deactivates them; they transfer the title. */
  firstOwner: z.boolean(),
  twoFactor: z.boolean(),
  lastSignInAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const adminSessionSchema = z.object({
  stage: z.enum(SESSION_STAGES),
  staff: staffMemberSchema,
  permissions: z.array(z.string()),
  /** Whether the shop runs in demo mode, where two-factor set-up may be skipped. */
  demo: z.boolean(),
  brandName: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

// Two-factor set-up --------------------------------------------------------------------------

export const enrolmentSchema = z.object({
  /** The secret in base32, for a phone that cannot scan. */
  secret: z.string(),
  /** The otpauth:// link the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const confirmEnrolmentBodySchema = z.object({
  code: z.string().check(z.regex(TOTP_CODE_PATTERN, adminMessages.codeInvalid)),
});

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The signed-in staff member's own name, as invitations and the audit log show it. */
export const accountNameBodySchema = z.object({ name: staffNameSchema });
export type AccountNameBody = z.infer<typeof accountNameBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(STAFF_PASSWORD_MAX_LENGTH)),
  newPassword: staffPasswordSchema,
});

// Invitations and staff ----------------------------------------------------------------------

export const inviteBodySchema = z.object({
  email: staffEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  invitations: z.array(invitationSchema),
  /**
   * The accounts locked after wrong sign-ins this hour (their ids): the owner may unlock them
   * once they know the tries were their colleague's own.
   */
  locked: z.optional(z.array(z.string())),
});
export type StaffList = z.infer<typeof staffListSchema>;

const invitationTokenSchema = z.string().check(z.minLength(20), z.maxLength(200));

export const invitationTokenBodySchema = z.object({ token: invitationTokenSchema });

export const invitationPreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});

export const acceptInvitationBodySchema = z.object({
  token: invitationTokenSchema,
  name: staffNameSchema,
  password: staffPasswordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const staffIdParamsSchema = z.object({ id: z.uuid() });

/** Change a colleague's role, or deactivate (which ends their sessions) or reactivate them. */
export const updateStaffBodySchema = z
  .object({ role: z.optional(staffRoleSchema), active: z.optional(z.boolean()) })
  .check(
    z.refine((body) => body.role !== undefined || body.active !== undefined, {
      message: 'Give a role or active',
    }),
  );
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

/** Per role: whether two-factor sign-in must be set up before anything else. */
export const twoFactorRequiredSchema = z.object({
  owner: z.boolean(),
  manager: z.boolean(),
  fulfilment: z.boolean(),
  accountant: z.boolean(),
} satisfies Record<StaffRole, z.ZodMiniBoolean>);

/** The first owner hands the title to another active owner, confirming with password and code. */
export const transferOwnershipBodySchema = z.object({
  staffId: z.uuid(),
  password: z.string().check(z.minLength(1), z.maxLength(STAFF_PASSWORD_MAX_LENGTH)),
  code: z.string().check(z.regex(TOTP_CODE_PATTERN, adminMessages.codeInvalid)),
});
export type TransferOwnershipBody = z.infer<typeof transferOwnershipBodySchema>;

export const securitySettingsSchema = z.object({
  twoFactorRequired: twoFactorRequiredSchema,
  sessionIdleMinutes: z
    .int(adminMessages.sessionIdleRange)
    .check(
      z.minimum(SESSION_IDLE_MINUTES.min, adminMessages.sessionIdleRange),
      z.maximum(SESSION_IDLE_MINUTES.max, adminMessages.sessionIdleRange),
    ),
  sessionMaxHours: z
    .int(adminMessages.sessionMaxRange)
    .check(
      z.minimum(SESSION_MAX_HOURS.min, adminMessages.sessionMaxRange),
      z.maximum(SESSION_MAX_HOURS.max, adminMessages.sessionMaxRange),
    ),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
