import {
  DEFAULT_GUARD_PERCENT,
  DERIVED_GOLDS,
  MAX_RUPEES,
  METALS,
  RATE_DAY_LIMIT_PERCENT,
  derivedRate,
  format,
  metalMessages,
  metalName,
  movesSummary,
  priceFromRate,
  sameMoves,
  type Metal,
  type MetalRatesAnswer,
  type MetalRatesApplied,
  type MetalRatesBody,
  type MetalRatesPreview,
  type MetalRatesPreviewBody,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { lockMetalRates } from '../../lib/metal-rates.ts';
import { formatRupees } from '../../lib/money.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import type { MetalRatesRepository } from './metal-rates.repository.ts';

type Deps = BackOfficeDeps<MetalRatesRepository>;

type NewRate = { metal: Metal; ratePerGram: number; derived: boolean };

/**
 * What setting rates answers: applied, or held back with what would have moved: past the guard
 * and not confirmed, or confirmed as moves other than these (`stale`).
 */
export type SetRatesResult =
  | { applied: true; answer: MetalRatesApplied }
  | { applied: false; preview: MetalRatesPreview; stale: boolean };

const HISTORY_ROWS = 20;

/** India's day, which the hard limit counts in, starts at midnight in Asia/Kolkata (UTC+5:30). */
const INDIA_OFFSET_MS = 330 * 60_000;
function indiaDayStart(now: Date): Date {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  india.setUTCHours(0, 0, 0, 0);
  return new Date(india.getTime() - INDIA_OFFSET_MS);
}

const signed = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** The rates a body sets, derived karats filled in; a 400 naming each field that is wrong. */
function ratesOf(body: Required<MetalRatesPreviewBody>): NewRate[] {
  const errors: Record<string, string> = {};
  const given = METALS.flatMap((metal) => {
    const ratePerGram = body.rates[metal];
    return ratePerGram === undefined ? [] : [{ metal, ratePerGram, derived: false }];
  });
  if (body.deriveFrom24k) {
    const rate24k = body.rates['gold-24k'];
    if (rate24k === undefined) errors['rates.gold-24k'] = metalMessages.rate24kRequired;
    for (const metal of DERIVED_GOLDS)
      if (body.rates[metal] !== undefined) errors[`rates.${metal}`] = metalMessages.derivedGiven;
    if (rate24k !== undefined)
      given.push(
        ...DERIVED_GOLDS.map((metal) => ({
          metal,
          ratePerGram: derivedRate(rate24k, metal),
          derived: true,
        })),
      );
  }
  if (given.length === 0) errors.rates = metalMessages.ratesRequired;
  if (Object.keys(errors).length)
    throw new AppError(400, Object.values(errors)[0] ?? metalMessages.ratesRequired, errors);
  return given;
}

/**
 * The day's metal rates: reading them with their history, previewing what new ones would do to
 * prices, and setting them. Setting is one transaction: the rate rows, every price they move
 * (the price history's trigger records each, named `metal_rate` and the staff member), the
 * catalogue's version (the shop shows the new prices at once) and the audit row. A price that
 * would move past the guard holds everything back until the caller confirms.
 */
export function createMetalPricingService({ db, repo, audit, clock }: Deps) {
  const record = auditRecorder({ audit, clock });
  const guardOf = async (tx: Db) => (await repo.guardPercent(tx)) ?? DEFAULT_GUARD_PERCENT;

  async function answer(tx: Db = db): Promise<MetalRatesAnswer> {
    // One after another: inside a transaction its one connection takes one query at a time.
    const latest = await repo.latest(tx);
    const counts = await repo.productCounts(tx);
    const history = await repo.history(HISTORY_ROWS, tx);
    const guardPercent = await guardOf(tx);
    return {
      metals: METALS.map((metal) => {
        const rate = latest.get(metal);
        return {
          metal,
          ratePerGram: rate?.ratePerGram ?? null,
          setAt: rate?.setAt.toISOString() ?? null,
          setBy: rate?.setBy ?? null,
          products: counts.get(metal) ?? 0,
        };
      }),
      guardPercent,
      history: history.map((row) => ({ ...row, setAt: row.setAt.toISOString() })),
    };
  }

  /**
   * The hard limit: a rate may move at most RATE_DAY_LIMIT_PERCENT from the rate its metal
   * opened India's day with, so a typo, or steps that add up, cannot reprice the shop, nor the
   * products switched to that metal later. A derived karat's refusal is said on 24K's rate, the
   * one typed. Only a metal first set today that prices nothing yet moves freely, so a wrong first
   * rate can be put right before any product uses it.
   */
  async function dayLimitErrors(tx: Db, rates: NewRate[], priced: Set<Metal>) {
    const opening = await repo.openingRates(tx, indiaDayStart(clock.now()));
    const errors: Record<string, string> = {};
    for (const rate of rates) {
      const opened = opening.get(rate.metal);
      if (!opened || (opened.firstSetToday && !priced.has(rate.metal))) continue;
      const from = opened.ratePerGram;
      // In integers: |rate − opening| / opening > limit %.
      if (Math.abs(rate.ratePerGram - from) * 100 <= RATE_DAY_LIMIT_PERCENT * from) continue;
      const field = rate.derived ? 'rates.gold-24k' : `rates.${rate.metal}`;
      errors[field] ??= format(metalMessages.dayLimit, {
        metal: rate.derived ? `${metalName(rate.metal)} (derived)` : metalName(rate.metal),
        opening: formatRupees(from),
        rate: formatRupees(rate.ratePerGram),
        change: signed.format(((rate.ratePerGram - from) / from) * 100),
        limit: RATE_DAY_LIMIT_PERCENT,
      });
    }
    return errors;
  }

  /** Every price the rates move, read in `tx` (locked for a write when `forUpdate`). */
  async function previewIn(tx: Db, rates: NewRate[], forUpdate: boolean) {
    const latest = await repo.latest(tx);
    const guardPercent = await guardOf(tx);
    const rateOf = new Map(rates.map((rate) => [rate.metal, rate.ratePerGram]));
    const priced = await repo.pricedBy(tx, [...rateOf.keys()], forUpdate);
    const errors = await dayLimitErrors(tx, rates, new Set(priced.map((product) => product.metal)));
    if (Object.keys(errors).length)
      throw new AppError(400, Object.values(errors)[0] ?? metalMessages.rateInvalid, errors);
    const changes: MetalRatesPreview['changes'] = [];
    let unchanged = 0;
    for (const product of priced) {
      const newPrice = priceFromRate(product, rateOf.get(product.metal) ?? 0).price;
      if (newPrice > MAX_RUPEES * 100)
        errors[`rates.${product.metal}`] = `${metalMessages.tooHighAtRate} (${product.sku})`;
      const oldPrice = product.price;
      if (newPrice === oldPrice) {
        unchanged++;
        continue;
      }
      const moved = Math.abs(newPrice - oldPrice);
      changes.push({
        id: product.id,
        sku: product.sku,
        name: product.name,
        metal: product.metal,
        oldPrice,
        newPrice,
        changePercent:
          oldPrice === 0 ? 100 : Math.round(((newPrice - oldPrice) / oldPrice) * 10_000) / 100,
        // In integers: moved / old > guard % (the guard has at most one decimal).
        guarded: oldPrice === 0 || moved * 1000 > Math.round(guardPercent * 10) * oldPrice,
      });
    }
    if (Object.keys(errors).length)
      throw new AppError(400, Object.values(errors)[0] ?? metalMessages.tooHighAtRate, errors);
    const preview: MetalRatesPreview = {
      rates: rates.map((rate) => ({
        ...rate,
        previous: latest.get(rate.metal)?.ratePerGram ?? null,
      })),
      changes,
      unchanged,
      guardPercent,
      summary: movesSummary(changes),
    };
    return preview;
  }

  return {
    answer: () => answer(),

    preview: (body: Required<MetalRatesPreviewBody>) => previewIn(db, ratesOf(body), false),

    async set(
      actor: Actor,
      body: Required<MetalRatesPreviewBody> & Pick<MetalRatesBody, 'confirm'>,
    ): Promise<SetRatesResult> {
      const rates = ratesOf(body);
      const context = { staffId: actor.staffId, price: 'metal_rate' } as const;
      return writeTransaction(db, context, async (tx): Promise<SetRatesResult> => {
        await lockMetalRates(tx);
        const preview = await previewIn(tx, rates, true);
        // A confirmation names the moves it was given: other moves (a product priced or repriced
        // since the preview) were not confirmed.
        if (body.confirm && !sameMoves(body.confirm, preview.summary))
          return { applied: false, preview, stale: true };
        if (!body.confirm && preview.summary.pastGuard > 0)
          return { applied: false, preview, stale: false };
        await repo.insertRates(tx, rates, actor.staffId, clock.now());
        await repo.setPrices(
          tx,
          preview.changes.map((change) => ({ id: change.id, price: change.newPrice })),
        );
        // The shop's breakdowns show the rate: the new rate rows move the catalogue's version
        // (its trigger) even when no rounded price does.
        await record(tx, actor, {
          action: 'prices.rates-set',
          entityType: 'settings',
          entityId: 'metal-rates',
          changes: Object.fromEntries([
            ...preview.rates.map((rate) => [
              rate.metal,
              { before: rate.previous, after: rate.ratePerGram },
            ]),
            ['repriced', { after: preview.changes.length }],
            ['confirmedPastGuard', { after: body.confirm ? preview.summary.pastGuard : 0 }],
            ['moves', { after: preview.summary }],
          ]),
        });
        return {
          applied: true,
          answer: { ...(await answer(tx)), repriced: preview.changes.length },
        };
      });
    },

    async setGuard(actor: Actor, guardPercent: number): Promise<MetalRatesAnswer> {
      return db.transaction(async (tx) => {
        const before = await guardOf(tx);
        await repo.setGuardPercent(tx, guardPercent);
        await record(tx, actor, {
          action: 'prices.guard-set',
          entityType: 'settings',
          entityId: 'metal-rates',
          changes: { guardPercent: { before, after: guardPercent } },
        });
        return answer(tx);
      });
    },
  };
}

export type MetalPricingService = ReturnType<typeof createMetalPricingService>;
