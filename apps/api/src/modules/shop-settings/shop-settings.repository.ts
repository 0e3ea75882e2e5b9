import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

/** The site settings' keys of cash on delivery: on or off, and the cap in INR paise. */
export const POD_STATUS_KEY = 'pod_status';
export const POD_CAP_KEY = 'pod_cap_paise';
/** The site settings' keys of the request-quote e-mail and the launch countdown's date. */
export const QUOTE_EMAIL_KEY = 'quote_email';
export const LAUNCH_AT_KEY = 'launch_at';

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
  };
}

export type ShopSettingsRepository = ReturnType<typeof createShopSettingsRepository>;
