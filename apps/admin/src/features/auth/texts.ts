import { texts as shared } from '../../texts.ts';

/**
 * Signing in, two-factor set-up and accepting an invitation: the words only this area shows.
 * `texts` here holds them after the shared ones (src/texts.ts), so the area's code reads every word
 * from its own folder.
 */
export const texts = {
  ...shared,
  signIn: {
    title: 'Sign in',
    intro: 'Sign in with your staff e-mail and password.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
  },
  twoFactor: {
    title: 'Set up two-factor sign-in',
    intro:
      'Two-factor sign-in asks for a code from your phone after your password, so a stolen password is not enough.',
    required: 'The shop asks your role to set this up before going on.',
    stepScan: '1. Scan this QR code with an authenticator app',
    qrAlt: 'QR code to add this shop to your authenticator app',
    secretLabel: 'Or type this key into the app',
    openApp: 'Open in an authenticator app on this device',
    stepCode: '2. Enter the 6-digit code the app shows',
    confirm: 'Turn on two-factor sign-in',
    confirming: 'Checking…',
    skip: 'Skip for now',
    alreadyOn: 'Two-factor sign-in is already on for your account.',
    backToAccount: 'Back to your account',
    signOut: 'Sign out',
    done: 'Two-factor sign-in is on.',
  },
  invitation: {
    title: 'Accept your invitation',
    forWhom: (email: string, role: string) => `For ${email}, as ${role}.`,
    missing: 'This link has no invitation in it. Open the link from the e-mail again.',
    name: 'Your name',
    password: 'Choose a password',
    confirm: 'Type the password again',
    submit: 'Create my account',
    submitting: 'Creating…',
  },
} as const;
