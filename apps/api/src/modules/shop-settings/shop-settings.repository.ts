import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentBlocks, siteSettings } from '../../db/schema/index.ts';

/** The site settings' keys of cash on delivery: on or off, and the cap in INR paise. */
export const POD_STATUS_KEY = 'pod_status';
export const POD_CAP_KEY = 'pod_cap_paise';
/** The content block of the social links: one row, English, which every language falls back to. */
const SOCIAL_BLOCK = 'socialMedia';

/** The site settings' keys of the request-quote e-mail and the launch countdown's date. */
export const QUOTE_EMAIL_KEY = 'quote_email';
export const LAUNCH_AT_KEY = 'launch_at';

/** The site settings' keys of the shipping charge and the order amount it applies below (INR paise). */
export const SHIPPING_CHARGE_KEY = 'shipping_charge_paise';
export const SHIPPING_FREE_FROM_KEY = 'shipping_free_from_paise';

/** The shop's own settings the back office writes, as rows of `site_settings`. */
export function createShopSettingsRepository(db: Db) {
  return {
    /** The stored values of `keys` (a key not stored is absent). */
    async values(keys: readonly string[], tx: Db = db): Promise<Map<string, unknown>> {
      const rows = await tx
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .where(inArray(siteSettings.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    /** Writes each key's value; the table's trigger moves the `catalog` cache counter at commit. */
    async set(tx: Db, values: Record<string, unknown>): Promise<void> {
      for (const [key, value] of Object.entries(values))
        await tx
          .insert(siteSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    },

    /** The social links' block as stored (English), or undefined. */
    async socialBlock(tx: Db = db): Promise<unknown> {
      const [row] = await tx
        .select({ data: contentBlocks.data })
        .from(contentBlocks)
        .where(and(eq(contentBlocks.name, SOCIAL_BLOCK), eq(contentBlocks.locale, 'en')));
      return row?.data;
    },

    /**
     * Writes the social links' block once for every language (another language's row would
     * stand in front of it); the table's trigger moves the `catalog` counter at commit.
     */
    async setSocialBlock(tx: Db, links: { link: string; icon: string }[]): Promise<void> {
      const data = { data: links };
      await tx
        .delete(contentBlocks)
        .where(and(eq(contentBlocks.name, SOCIAL_BLOCK), ne(contentBlocks.locale, 'en')));
      await tx
        .insert(contentBlocks)
        .values({ name: SOCIAL_BLOCK, locale: 'en', data })
        .onConflictDoUpdate({
          target: [contentBlocks.name, contentBlocks.locale],
          set: { data, updatedAt: sql`now()` },
        });
    },
  };
}

export type ShopSettingsRepository = ReturnType<typeof createShopSettingsRepository>;
