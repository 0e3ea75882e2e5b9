import type { StaffRole } from '@aurelle/contract';
import { texts as shared } from '../../texts.ts';

/**
 * Staff accounts and invitations: the words only this area shows. `texts` here holds them after the
 * shared ones (src/texts.ts), so the area's code reads every word from its own folder.
 */
export const texts = {
  ...shared,
  roleDescriptions: {
    owner: 'Everything, including staff accounts, settings and the audit log.',
    manager: 'Orders, customers, catalogue, stock, coupons and content; not staff or settings.',
    fulfilment: 'Orders and delivery details, to pack and ship; never prices.',
    accountant: 'Sales figures, orders, exports and invoices.',
  } satisfies Record<StaffRole, string>,
  staff: {
    title: 'Staff',
    invite: 'Invite',
    accounts: 'Accounts',
    accountsLabel: 'Staff accounts',
    invitations: 'Pending invitations',
    invitationsLabel: 'Pending invitations',
    noInvitations: 'No invitation is waiting to be accepted.',
    noStaff: 'No staff accounts yet.',
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    twoFactor: 'Two-factor',
    status: 'Status',
    lastSignIn: 'Last sign-in',
    expires: 'Expires',
    actions: 'Actions',
    never: 'Never',
    on: 'On',
    off: 'Off',
    active: 'Active',
    deactivated: 'Deactivated',
    you: 'You',
    firstOwner: 'First owner',
    roleOf: (name: string) => `Role of ${name}`,
    deactivate: 'Deactivate',
    locked: 'Locked',
    unlock: 'Unlock',
    unlockTitle: (name: string) => `Unlock ${name}?`,
    unlockBody:
      'Ten wrong passwords or codes were entered for this account within the hour, so the places they came from are refused. Unlock only when you know the tries were your colleague’s own: every place may then try again at once.',
    nowUnlocked: (name: string) => `${name} is unlocked and can sign in again.`,
    reactivate: 'Reactivate',
    withdraw: 'Withdraw',
    deactivateTitle: (name: string) => `Deactivate ${name}?`,
    deactivateBody:
      'Their sessions end at once and they cannot sign in until an owner reactivates the account. Nothing they did is removed.',
    reactivateTitle: (name: string) => `Reactivate ${name}?`,
    reactivateBody:
      'They can sign in again at once with their password, with the role they have now.',
    withdrawTitle: (email: string) => `Withdraw the invitation to ${email}?`,
    withdrawBody:
      'The link in their e-mail stops working at once. You can invite them again later.',
    roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
    nowDeactivated: (name: string) => `${name} is deactivated; their sessions have ended.`,
    nowReactivated: (name: string) => `${name} can sign in again.`,
    withdrawn: (email: string) => `The invitation to ${email} is withdrawn.`,
    invited: (email: string) => `Invitation sent to ${email}. The link works for 72 hours.`,
    transfer: 'Transfer ownership',
    transferred: (name: string) => `${name} is now the first owner.`,
  },
  transferDialog: {
    title: 'Transfer ownership',
    description:
      'The first owner is the one account nobody else can demote or deactivate. Hand it to another active owner: you stay an owner, and they can then change your role.',
    to: 'New first owner',
    password: 'Your password',
    code: 'Code from your authenticator app',
    submit: 'Transfer ownership',
    submitting: 'Transferring…',
    noOtherOwner:
      'There is no other active owner to hand it to. Invite an owner, or make a colleague one, first.',
    twoFactorFirst:
      'Transferring ownership needs a code from your authenticator app. Set up two-factor sign-in first.',
    setUpTwoFactor: 'Set up two-factor sign-in',
  },
  inviteDialog: {
    title: 'Invite a colleague',
    description:
      'They get an e-mail with a link to choose a password. The link works for 72 hours.',
    email: 'E-mail',
    name: 'Name',
    role: 'Role',
    submit: 'Send invitation',
    submitting: 'Sending…',
    replaces: (invitedBy: string) =>
      `${invitedBy} already invited this address. Sending replaces that invitation: the link in the first e-mail stops working.`,
  },
} as const;
