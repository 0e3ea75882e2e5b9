import type { LegalDetails, SecuritySettings } from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { sessionFor } from '../../testing/fixtures.ts';
import { answer, server } from '../../testing/server.ts';

export const PRODUCTION_DEFAULTS: SecuritySettings = {
  twoFactorRequired: { owner: true, manager: true, fulfilment: true, accountant: true },
  sessionIdleMinutes: 30,
  sessionMaxHours: 12,
};

/**
 * The settings screen's calls, for an owner: the security rules (production's unless given),
 * no address for new-order e-mails, BIS's ₹45 hallmarking charge, cash on delivery on under
 * ₹2,00,000, free shipping, no request-quote e-mail of its own, an
 * Instagram link, the default launch date, and no legal details
 * unless given. `demo`: a demo shop.
 */
export function answerSettings({
  rules = PRODUCTION_DEFAULTS,
  legal = null,
  demo = false,
}: { rules?: SecuritySettings; legal?: LegalDetails | null; demo?: boolean } = {}) {
  server.use(
    answer('session', () => HttpResponse.json(sessionFor('owner', { demo }))),
    answer('securitySettings', () => HttpResponse.json(rules)),
    answer('orderSettings', () =>
      HttpResponse.json({ notifyEmail: null, hallmarkingChargePaise: 4_500 }),
    ),
    answer('cashOnDeliverySettings', () =>
      HttpResponse.json({ enabled: true, capPaise: 2_00_000_00 }),
    ),
    answer('shippingSettings', () =>
      HttpResponse.json({ chargePaise: 0, freeFromPaise: 50_000_00 }),
    ),
    answer('storefrontSettings', () =>
      HttpResponse.json({ quoteEmail: null, launchAt: '2025-01-28T12:50:00' }),
    ),
    answer('socialLinks', () =>
      HttpResponse.json({
        instagram: 'https://instagram.com/aurelle',
        facebook: null,
        pinterest: null,
        x: null,
        youtube: null,
        linkedin: null,
      }),
    ),
    answer('legalDetails', () => HttpResponse.json({ details: legal, demo })),
  );
}
