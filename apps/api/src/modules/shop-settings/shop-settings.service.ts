import {
  cashCapOf,
  isLaunchAt,
  shippingSettingsOf,
  SOCIAL_NETWORKS,
  type ShippingSettings,
  type ShippingSettingsBody,
  type SocialLinks,
  type SocialLinksBody,
  type CashOnDeliveryBody,
  type CashOnDeliverySettings,
  type StorefrontSettings,
  type StorefrontSettingsBody,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import {
  LAUNCH_AT_KEY,
  POD_CAP_KEY,
  POD_STATUS_KEY,
  QUOTE_EMAIL_KEY,
  SHIPPING_CHARGE_KEY,
  SHIPPING_FREE_FROM_KEY,
  type ShopSettingsRepository,
} from './shop-settings.repository.ts';

/**
 * The shop's settings the owner changes in the back office: cash on delivery on or off and its
 * cap, the shipping charge, the request-quote e-mail and the launch countdown's date. The shop reads them from the
 * site settings, whose response cache the write drops on every instance (a trigger moves the
 * `catalog` counter).
 */
export function createShopSettings({
  db,
  repo,
  audit,
  clock,
  launchAt,
}: BackOfficeDeps<ShopSettingsRepository> & {
  /** The launch date until the owner sets one (LAUNCH_AT). */
  launchAt: string;
}) {
  const record = auditRecorder({ audit, clock });

  async function cashOnDelivery(tx: Db = db): Promise<CashOnDeliverySettings> {
    const values = await repo.values([POD_STATUS_KEY, POD_CAP_KEY], tx);
    const status = values.get(POD_STATUS_KEY);
    return {
      enabled: status === true || status === 'true',
      capPaise: cashCapOf(values.get(POD_CAP_KEY)),
    };
  }

  /**
   * The shipping charge now. An order reads it in its own transaction (`tx`), so it is charged
   * one value even while the owner changes it.
   */
  async function shipping(tx: Db = db): Promise<ShippingSettings> {
    const values = await repo.values([SHIPPING_CHARGE_KEY, SHIPPING_FREE_FROM_KEY], tx);
    return shippingSettingsOf(values.get(SHIPPING_CHARGE_KEY), values.get(SHIPPING_FREE_FROM_KEY));
  }

  async function storefront(tx: Db = db): Promise<StorefrontSettings> {
    const values = await repo.values([QUOTE_EMAIL_KEY, LAUNCH_AT_KEY], tx);
    const quoteEmail = values.get(QUOTE_EMAIL_KEY);
    const launch = values.get(LAUNCH_AT_KEY);
    return {
      quoteEmail: typeof quoteEmail === 'string' && quoteEmail !== '' ? quoteEmail : null,
      launchAt: typeof launch === 'string' && isLaunchAt(launch) ? launch : launchAt,
    };
  }

  async function socialLinks(tx: Db = db): Promise<SocialLinks> {
    const stored = await repo.socialBlock(tx);
    const list = stored && typeof stored === 'object' && 'data' in stored ? stored.data : stored;
    const links = new Map<string, string>();
    if (Array.isArray(list))
      for (const item of list as { link?: unknown; icon?: unknown }[]) {
        if (typeof item.link !== 'string' || typeof item.icon !== 'string') continue;
        const icon = item.icon.toLowerCase();
        links.set(icon === 'twitter' ? 'x' : icon, item.link);
      }
    return Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, links.get(network) ?? null]),
    ) as SocialLinks;
  }

  /**
   * One settings change: what `read` answers before and after `write`, in one transaction with
   * its audit row (entity `entityId`, the change under `field`).
   */
  function change<T>(
    actor: Actor,
    entityId: string,
    field: string,
    read: (tx: Db) => Promise<T>,
    write: (tx: Db) => Promise<void>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const before = await read(tx);
      await write(tx);
      const after = await read(tx);
      await record(tx, actor, {
        action: 'settings.updated',
        entityType: 'settings',
        entityId,
        changes: { [field]: { before, after } },
      });
      return after;
    });
  }

  return {
    cashOnDelivery,
    shipping,
    storefront,
    socialLinks,

    setSocialLinks(actor: Actor, body: SocialLinksBody): Promise<SocialLinks> {
      const links = SOCIAL_NETWORKS.flatMap((icon) => {
        const link = body[icon];
        return link ? [{ link, icon }] : [];
      });
      return change(actor, 'social_links', 'socialLinks', socialLinks, (tx) =>
        repo.setSocialBlock(tx, links),
      );
    },

    setCashOnDelivery(actor: Actor, body: CashOnDeliveryBody): Promise<CashOnDeliverySettings> {
      return change(actor, 'cash_on_delivery', 'cashOnDelivery', cashOnDelivery, (tx) =>
        repo.set(tx, { [POD_STATUS_KEY]: body.enabled, [POD_CAP_KEY]: body.capPaise }),
      );
    },

    setShipping(actor: Actor, body: ShippingSettingsBody): Promise<ShippingSettings> {
      return change(actor, 'shipping', 'shipping', shipping, (tx) =>
        repo.set(tx, {
          [SHIPPING_CHARGE_KEY]: body.chargePaise,
          [SHIPPING_FREE_FROM_KEY]: body.freeFromPaise,
        }),
      );
    },

    setStorefront(actor: Actor, body: StorefrontSettingsBody): Promise<StorefrontSettings> {
      return change(actor, 'storefront', 'storefront', storefront, (tx) =>
        repo.set(tx, { [QUOTE_EMAIL_KEY]: body.quoteEmail ?? '', [LAUNCH_AT_KEY]: body.launchAt }),
      );
    },
  };
}

export type ShopSettings = ReturnType<typeof createShopSettings>;
