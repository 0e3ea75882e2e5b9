import * as z from 'zod/mini';
import { POD_CAP_INR_PAISE } from '../constants.ts';

export const shopSettingsMessages = {
  cashCapInvalid:
    'Enter the cap in rupees, from ₹1 to ₹2,00,000 (the law’s limit for cash), like 50000',
} as const;

/**
 * Cash on delivery: whether the shop offers it, and the order amount (INR paise) it is offered
 * under. The cap is never above the law's ₹2,00,000 (s.269ST), which is what a shop has until its
 * owner lowers it.
 */
export const cashOnDeliverySettingsSchema = z.object({
  enabled: z.boolean(),
  capPaise: z.int(),
});
export const cashOnDeliveryBodySchema = z.object({
  enabled: z.boolean('Choose whether the shop offers cash on delivery'),
  capPaise: z
    .number(shopSettingsMessages.cashCapInvalid)
    .check(
      z.int(shopSettingsMessages.cashCapInvalid),
      z.minimum(1_00, shopSettingsMessages.cashCapInvalid),
      z.maximum(POD_CAP_INR_PAISE, shopSettingsMessages.cashCapInvalid),
    ),
});
export type CashOnDeliverySettings = z.infer<typeof cashOnDeliverySettingsSchema>;
export type CashOnDeliveryBody = z.input<typeof cashOnDeliveryBodySchema>;
