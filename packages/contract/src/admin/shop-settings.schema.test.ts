import { describe, expect, it } from 'vitest';
import { POD_CAP_INR_PAISE } from '../constants.ts';
import { cashOnDeliveryBodySchema, shopSettingsMessages } from './shop-settings.schema.ts';

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
