import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminSettings } from '../../db/schema/index.ts';

/** The demo history's state, kept among the back office's settings (seed/demo-history.ts). */
export const DEMO_HISTORY_KEY = 'demo_history';
export type DemoHistoryState = 'due' | 'writing' | 'written';

export async function demoHistoryState(db: Db): Promise<DemoHistoryState | null> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, DEMO_HISTORY_KEY));
  return (row?.value.state as DemoHistoryState | undefined) ?? null;
}
