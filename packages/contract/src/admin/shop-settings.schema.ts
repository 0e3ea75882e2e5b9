import * as z from 'zod/mini';
import { POD_CAP_INR_PAISE } from '../constants.ts';

export const shopSettingsMessages = {
  socialLinkInvalid: 'Enter the page’s address, starting https://',
  emailInvalid: 'Enter an e-mail address',
  launchAtInvalid: 'Enter a date and time, like 2026-12-01 10:00',
  cashCapInvalid:
    'Enter the cap in rupees, from ₹1 to ₹2,00,000 (the law’s limit for cash), like 50000',
  shippingChargeInvalid: 'Enter the charge in rupees, from ₹0 to ₹5,000, like 500',
  shippingFreeFromInvalid:
    'Enter the order amount in rupees, from ₹1 to ₹10,00,000, like 50000, above which shipping is free',
} as const;

/** The highest flat shipping charge the settings take: ₹5,000. */
export const MAX_SHIPPING_CHARGE_PAISE = 5_000_00;
/** The highest order amount below which the charge applies: ₹10,00,000. */
export const MAX_SHIPPING_FREE_FROM_PAISE = 10_00_000_00;

/**
 * The shipping charge (INR paise): free (`chargePaise` 0), or a flat `chargePaise` on an order
 * whose goods, after the coupon, come to less than `freeFromPaise`.
 */
export const shippingSettingsSchema = z.object({
  chargePaise: z.int(),
  freeFromPaise: z.int(),
});
export const shippingSettingsBodySchema = z.object({
  chargePaise: z
    .number(shopSettingsMessages.shippingChargeInvalid)
    .check(
      z.int(shopSettingsMessages.shippingChargeInvalid),
      z.minimum(0, shopSettingsMessages.shippingChargeInvalid),
      z.maximum(MAX_SHIPPING_CHARGE_PAISE, shopSettingsMessages.shippingChargeInvalid),
    ),
  freeFromPaise: z
    .number(shopSettingsMessages.shippingFreeFromInvalid)
    .check(
      z.int(shopSettingsMessages.shippingFreeFromInvalid),
      z.minimum(1_00, shopSettingsMessages.shippingFreeFromInvalid),
      z.maximum(MAX_SHIPPING_FREE_FROM_PAISE, shopSettingsMessages.shippingFreeFromInvalid),
    ),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;
export type ShippingSettingsBody = z.input<typeof shippingSettingsBodySchema>;

/** What a shop charges until its owner sets a charge: nothing (spec §9: shipping cost 0). */
export const FREE_SHIPPING: ShippingSettings = { chargePaise: 0, freeFromPaise: 50_000_00 };

/**
 * The settings as stored, each figure checked as the body is (anything else reads as free
 * shipping, so a damaged row never charges a customer).
 */
export function shippingSettingsOf(charge: unknown, freeFrom: unknown): ShippingSettings {
  const parsed = shippingSettingsBodySchema.safeParse({
    chargePaise: typeof charge === 'string' ? Number(charge) : charge,
    freeFromPaise: typeof freeFrom === 'string' ? Number(freeFrom) : freeFrom,
  });
  return parsed.success ? parsed.data : FREE_SHIPPING;
}

/**
 * The shipping on an order whose goods come to `goodsPaise` after the coupon (what the customer
 * pays for them): the flat charge below the threshold, nothing from it up, nothing on no goods.
 */
export function shippingChargeFor(settings: ShippingSettings, goodsPaise: number): number {
  if (goodsPaise <= 0 || settings.chargePaise === 0) return 0;
  return goodsPaise < settings.freeFromPaise ? settings.chargePaise : 0;
}

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

/** A launch date and time as the owner types it, without a zone (spec §9: local time): `2026-12-01T10:00`. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** Whether `value` is a date and time `LOCAL_DATE_TIME` takes that the calendar has. */
export function isLaunchAt(value: string): boolean {
  if (!LOCAL_DATE_TIME.test(value)) return false;
  const parsed = new Date(`${value}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value.slice(0, 16));
}

/**
 * What the shop's pages say besides its contact: where the catalogue's request-quote line sends
 * customers (null: the shop's contact e-mail), and the launch countdown's date and time (the
 * coming-soon page shows until then).
 */
export const storefrontSettingsSchema = z.object({
  quoteEmail: z.nullable(z.string()),
  launchAt: z.string(),
});
export const storefrontSettingsBodySchema = z.object({
  quoteEmail: z.nullable(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim().toLowerCase()),
      ),
      z.email(shopSettingsMessages.emailInvalid),
    ),
  ),
  launchAt: z
    .string(shopSettingsMessages.launchAtInvalid)
    .check(z.refine(isLaunchAt, shopSettingsMessages.launchAtInvalid)),
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;
export type StorefrontSettingsBody = z.input<typeof storefrontSettingsBodySchema>;

/** The networks the shop's footer links to, in its order; each icon the shop draws. */
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'pinterest',
  'x',
  'youtube',
  'linkedin',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const socialLinkMessage = shopSettingsMessages.socialLinkInvalid;

/** Whether `value` is an https address a footer may link to. */
export function isSocialLink(value: string): boolean {
  if (!value.startsWith('https://') || value.length > 300) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

const socialLink = z.nullable(
  z.pipe(
    z.pipe(
      z.string(socialLinkMessage),
      z.transform((value) => value.trim()),
    ),
    z.string().check(z.refine(isSocialLink, socialLinkMessage)),
  ),
);

/**
 * The shop's social links, one per network (null: none), the one source of the footer's and the
 * home page's links (the `socialMedia` block, the same in both languages).
 */
export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.nullable(z.string())])) as Record<
    SocialNetwork,
    z.ZodMiniNullable<z.ZodMiniString>
  >,
);
export const socialLinksBodySchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink])) as Record<
    SocialNetwork,
    typeof socialLink
  >,
);
export type SocialLinks = z.infer<typeof socialLinksSchema>;
export type SocialLinksBody = z.input<typeof socialLinksBodySchema>;
