import { describe, expect, it } from 'vitest';
import { POD_CAP_INR_PAISE } from '../constants.ts';
import {
  cashOnDeliveryBodySchema,
  isLaunchAt,
  socialLinksBodySchema,
  shopSettingsMessages,
  storefrontSettingsBodySchema,
} from './shop-settings.schema.ts';

describe('cash on delivery settings', () => {
  it('take a cap up to the law’s ₹2,00,000', () => {
    expect(
      cashOnDeliveryBodySchema.safeParse({ enabled: true, capPaise: POD_CAP_INR_PAISE }).success,
    ).toBe(true);
    expect(
      cashOnDeliveryBodySchema.safeParse({ enabled: false, capPaise: 50_000_00 }).success,
    ).toBe(true);
  });

  it.each([POD_CAP_INR_PAISE + 1, 0, 99, 12.5])(
    'refuse a cap of %s paise with the cap message',
    (capPaise) => {
      const parsed = cashOnDeliveryBodySchema.safeParse({ enabled: true, capPaise });
      expect(parsed.error?.issues[0]?.message).toBe(shopSettingsMessages.cashCapInvalid);
    },
  );
});

describe('the storefront settings', () => {
  it('take a request-quote e-mail, trimmed and in lower case, or none', () => {
    const body = { quoteEmail: ' Quotes@Aurelle.example ', launchAt: '2026-12-01T10:00' };
    expect(storefrontSettingsBodySchema.parse(body).quoteEmail).toBe('quotes@aurelle.example');
    expect(storefrontSettingsBodySchema.parse({ ...body, quoteEmail: null }).quoteEmail).toBeNull();
    const bad = storefrontSettingsBodySchema.safeParse({
      ...body,
      quoteEmail: 'quotes at aurelle',
    });
    expect(bad.error?.issues[0]?.message).toBe(shopSettingsMessages.emailInvalid);
  });

  it('take a launch date and time the calendar has', () => {
    expect(isLaunchAt('2026-12-01T10:00')).toBe(true);
    expect(isLaunchAt('2025-01-28T12:50:00')).toBe(true);
    for (const bad of ['2026-02-30T10:00', '2026-12-01', 'tomorrow', '2026-12-01T25:00'])
      expect(isLaunchAt(bad), bad).toBe(false);
    const refused = storefrontSettingsBodySchema.safeParse({ quoteEmail: null, launchAt: 'soon' });
    expect(refused.error?.issues[0]?.message).toBe(shopSettingsMessages.launchAtInvalid);
  });
});

describe('the social links', () => {
  const none = {
    instagram: null,
    facebook: null,
    pinterest: null,
    x: null,
    youtube: null,
    linkedin: null,
  };

  it('take an https address per network, or none', () => {
    const parsed = socialLinksBodySchema.parse({
      ...none,
      instagram: ' https://instagram.com/aurelle ',
    });
    expect(parsed.instagram).toBe('https://instagram.com/aurelle');
    expect(parsed.facebook).toBeNull();
  });

  it.each(['http://instagram.com/aurelle', 'javascript:alert(1)', 'instagram', 'https://x'])(
    'refuse %s with the link message',
    (link) => {
      const parsed = socialLinksBodySchema.safeParse({ ...none, instagram: link });
      expect(parsed.error?.issues[0]?.message).toBe(shopSettingsMessages.socialLinkInvalid);
    },
  );
});
