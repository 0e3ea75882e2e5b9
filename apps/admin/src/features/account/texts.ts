import { texts as shared } from '../../texts.ts';

/**
 * Your account screen: the words only this area shows. `texts` here holds them after the shared
 * ones (src/texts.ts), so the area's code reads every word from its own folder.
 */
export const texts = {
  ...shared,
  account: {
    title: 'Your account',
    details: 'Details',
    name: 'Name',
    nameHint: 'Invitations you send say “<your name> invites you”; the audit log shows it too.',
    saveName: 'Save name',
    nameSaved: 'Name saved.',
    email: 'E-mail',
    role: 'Role',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Type the new password again',
    changePassword: 'Change password',
    changing: 'Changing…',
    passwordChanged: 'Password changed. Your other sessions have ended.',
    twoFactor: 'Two-factor sign-in',
    twoFactorOn: 'On',
    twoFactorOff: 'Off',
    twoFactorOffHint: 'Set it up so that a password alone is not enough to sign in as you.',
    setUp: 'Set up two-factor sign-in',
    newCodes: 'New recovery codes',
    newCodesIntro:
      'Enter a current code from your authenticator app. Your old recovery codes stop working.',
    newCodesSubmit: 'Make new codes',
    code: 'Code from the app',
    sessions: 'Sessions',
    sessionsHint: 'Signing out everywhere ends every session of your account, on every device.',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereTitle: 'Sign out everywhere?',
    signOutEverywhereBody:
      'Every session of your account ends at once, this one included. You will need your password and code to sign in again.',
  },
} as const;
