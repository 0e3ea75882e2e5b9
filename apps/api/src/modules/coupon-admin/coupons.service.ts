import {
  COUPON_USES_LISTED,
  couponAdminMessages as say,
  type AdminCoupon,
  type AdminCouponList,
  type AdminCouponPage,
  type CouponBody,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldConflict, notFound } from '../../lib/errors.ts';
import { changesBetween, type Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import { byStatus, toAdminCoupon, toWrite } from './coupon-status.ts';
import type { CouponAdminRepository, CouponRecord } from './coupons.repository.ts';

/** What the log keeps of a coupon: its settings, never who used it. */
function audited(coupon: AdminCoupon) {
  const { id: _id, status: _status, used: _used, disabledAt: _disabledAt, ...settings } = coupon;
  return settings;
}

/**
 * The back office's coupons: the list, a coupon's page, create, change, disable and enable, each
 * write audited in its transaction. A change of the code keeps it unique whatever its case (the
 * database's index on its upper case): a second coupon with it is a 409 on the field.
 */
export function createCouponAdmin({
  db,
  repo,
  audit,
  clock,
}: BackOfficeDeps<CouponAdminRepository>) {
  const record = auditRecorder({ audit, clock });
  const view = (row: CouponRecord) => toAdminCoupon(row, clock.now());

  async function found(tx: Db, couponId: string): Promise<CouponRecord> {
    const row = await repo.byId(tx, couponId);
    if (!row) throw notFound(say.notFound);
    return row;
  }

  /** Runs a write; a code another coupon has (in any case) is refused under its field. */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldConflict('couponCode', say.codeTaken);
      throw error;
    }
  }

  async function setDisabled(actor: Actor, couponId: string, disabled: boolean) {
    return db.transaction(async (tx) => {
      if (!(await repo.lock(tx, couponId))) throw notFound(say.notFound);
      const before = await found(tx, couponId);
      if ((before.disabledAt !== null) === disabled) return view(before);
      await repo.setDisabled(tx, couponId, disabled ? clock.now() : null);
      await record(tx, actor, {
        action: disabled ? 'coupon.disabled' : 'coupon.enabled',
        entityType: 'coupon',
        entityId: couponId,
        changes: { code: { after: before.couponCode } },
      });
      return view(await found(tx, couponId));
    });
  }

  return {
    async list(): Promise<AdminCouponList> {
      const rows = await repo.list();
      return { items: rows.map(view).sort(byStatus) };
    },

    async get(couponId: string): Promise<AdminCouponPage> {
      const coupon = await found(db, couponId);
      const [uses, figures] = await Promise.all([
        repo.uses(couponId, COUPON_USES_LISTED),
        repo.figures(couponId),
      ]);
      return { coupon: view(coupon), uses, ...figures };
    },

    create(actor: Actor, body: CouponBody): Promise<AdminCoupon> {
      return write(async (tx) => {
        const id = await repo.insert(tx, toWrite(body));
        const coupon = view(await found(tx, id));
        await record(tx, actor, {
          action: 'coupon.created',
          entityType: 'coupon',
          entityId: id,
          changes: changesBetween({}, audited(coupon)),
        });
        return coupon;
      });
    },

    /**
     * Saves what staff typed, the uses left included: an order placed meanwhile took its use
     * from the number staff then saw, and the number saved is the one they chose.
     */
    update(actor: Actor, couponId: string, body: CouponBody): Promise<AdminCoupon> {
      return write(async (tx) => {
        if (!(await repo.lock(tx, couponId))) throw notFound(say.notFound);
        const before = view(await found(tx, couponId));
        await repo.update(tx, couponId, toWrite(body));
        const after = view(await found(tx, couponId));
        await record(tx, actor, {
          action: 'coupon.updated',
          entityType: 'coupon',
          entityId: couponId,
          changes: changesBetween(audited(before), audited(after)),
        });
        return after;
      });
    },

    disable: (actor: Actor, couponId: string) => setDisabled(actor, couponId, true),
    enable: (actor: Actor, couponId: string) => setDisabled(actor, couponId, false),
  };
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;
