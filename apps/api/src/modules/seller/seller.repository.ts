import { eq, sql } from 'drizzle-orm';
import { legalDetailsSchema, type LegalDetails } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { adminSettings } from '../../db/schema/index.ts';

/** The legal details' row of the back office's settings. */
export const LEGAL_SETTINGS_KEY = 'legal';

/** The seller's legal details, one row of `admin_settings`. */
export function createSellerRepository(db: Db) {
  return {
    /** The details as stored, or null when none are (or what is stored no longer parses). */
    async legalDetails(tx: Db = db): Promise<LegalDetails | null> {
      const [row] = await tx
        .select({ value: adminSettings.value })
        .from(adminSettings)
        .where(eq(adminSettings.key, LEGAL_SETTINGS_KEY));
      const parsed = row ? legalDetailsSchema.safeParse(row.value) : null;
      return parsed?.success ? parsed.data : null;
    },

    async setLegalDetails(tx: Db, details: LegalDetails): Promise<void> {
      await tx
        .insert(adminSettings)
        .values({ key: LEGAL_SETTINGS_KEY, value: details })
        .onConflictDoUpdate({
          target: adminSettings.key,
          set: { value: details, updatedAt: sql`now()` },
        });
    },
  };
}

export type SellerRepository = ReturnType<typeof createSellerRepository>;
