import type { StaffRole } from '@aurelle/contract';
import { escapeHtml } from '../../lib/html.ts';
import type { Mail } from '../../lib/mail.ts';

type Site = { brandName: string; publicUrl: string };

/** A short e-mail in the shop's plain style: a heading, a few paragraphs and one link. */
export function letter(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): Mail {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join('\n\n');
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#1c1b1a;color:#fbf9f6;padding:12px 20px;text-decoration:none;letter-spacing:.08em;text-transform:uppercase;font-size:13px">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;padding:32px;background:#fbf9f6;color:#1c1b1a;font:15px/1.6 Helvetica,Arial,sans-serif"><div style="max-width:520px;margin:auto;background:#fff;padding:32px;border:1px solid #e6e1da"><h1 style="font:400 24px Georgia,serif;margin:0 0 24px">${escapeHtml(subject)}</h1>${body}${button}</div></body></html>`;
  return { to, subject, text, html };
}

const ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'owner',
  manager: 'manager',
  fulfilment: 'fulfilment',
  accountant: 'accountant',
};

export function invitationEmail(
  site: Site,
  invitation: { email: string; name: string; role: StaffRole; invitedBy: string },
  token: string,
): Mail {
  // The token rides in the fragment, which browsers never send to a server or write in its logs.
  const href = `${site.publicUrl}/admin/accept-invitation#token=${token}`;
  return letter(
    invitation.email,
    `Join ${site.brandName}'s back office`,
    [
      `Hello ${invitation.name},`,
      `${invitation.invitedBy} invites you to ${site.brandName}'s back office as ${ROLE_NAMES[invitation.role]}.`,
      'The link works once and for 72 hours. If you did not expect this, ignore this e-mail.',
    ],
    { href, label: 'Accept the invitation' },
  );
}

export function lockedEmail(site: Site, account: { email: string; name: string }): Mail {
  return letter(
    account.email,
    `Someone is guessing your ${site.brandName} back-office password`,
    [
      `Hello ${account.name},`,
      'Someone entered a wrong password or code for your account ten times within an hour. The addresses they tried from are refused for the rest of the hour; the account is not closed to you.',
      'You can still sign in with your password (and your code) from a place that has not been guessing. If the wrong tries were not yours, change your password once signed in, and tell the shop owner.',
    ],
    { href: `${site.publicUrl}/admin/sign-in`, label: 'Open the back office' },
  );
}
