import { cashCapOf, type CashOnDeliveryBody, type CashOnDeliverySettings } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import {
  POD_CAP_KEY,
  POD_STATUS_KEY,
  type ShopSettingsRepository,
} from './shop-settings.repository.ts';

/**
 * The shop's settings the owner changes in the back office: cash on delivery on or off and its
 * cap. The shop reads them from the site settings, whose response cache the write drops on every
 * instance (a trigger moves the `catalog` counter).
 */
export function createShopSettings({
  db,
  repo,
  audit,
  clock,
}: BackOfficeDeps<ShopSettingsRepository>) {
  const record = auditRecorder({ audit, clock });

  async function cashOnDelivery(tx: Db = db): Promise<CashOnDeliverySettings> {
    const values = await repo.values([POD_STATUS_KEY, POD_CAP_KEY], tx);
    const status = values.get(POD_STATUS_KEY);
    return {
      enabled: status === true || status === 'true',
      capPaise: cashCapOf(values.get(POD_CAP_KEY)),
    };
  }

  return {
    cashOnDelivery,

    async setCashOnDelivery(
      actor: Actor,
      body: CashOnDeliveryBody,
    ): Promise<CashOnDeliverySettings> {
      return db.transaction(async (tx) => {
        const before = await cashOnDelivery(tx);
        await repo.set(tx, { [POD_STATUS_KEY]: body.enabled, [POD_CAP_KEY]: body.capPaise });
        const after = await cashOnDelivery(tx);
        await record(tx, actor, {
          action: 'settings.updated',
          entityType: 'settings',
          entityId: 'cash_on_delivery',
          changes: { cashOnDelivery: { before, after } },
        });
        return after;
      });
    },
  };
}

export type ShopSettings = ReturnType<typeof createShopSettings>;
