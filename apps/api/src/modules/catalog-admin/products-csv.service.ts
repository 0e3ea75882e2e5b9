import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import {
  catalogCsvMessages as csvMessages,
  catalogMessages,
  IMPORT_MAX_ERRORS,
  PRODUCT_CSV_COLUMNS,
  type ImportError,
  type ProductExportQuery,
  type ProductImportReport,
  type ProductImportStatus,
  type ProductInput,
  type ProductSort,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueJob, type JobHandler } from '../../lib/job-queue.ts';
import { latestMetalRates } from '../../lib/metal-rates.ts';
import { writeTransaction, type ChangeContext } from '../../lib/write-transaction.ts';
import type { Actor, AuditRepository } from '../audit/audit.repository.ts';
import { auditRecorder } from '../audit/back-office.ts';
import { refreshSearchText } from '../search/search-text.repository.ts';
import type { ProductsCsvRepository, ProductSnapshot } from './products-csv.repository.ts';
import {
  columnOf,
  pricingBodyOf,
  readCsv,
  readRow,
  recordOf,
  sameFields,
  shownStock,
  type ReadRow,
} from './products-csv.rows.ts';
import {
  checkVariantSkus,
  groupVariants,
  isVariantRow,
  readVariantRow,
  sameCombinations,
  variantRecords,
  variantUnchanged,
  type VariantRow,
} from './products-csv.variants.ts';
import type { ProductsRepository } from './products.repository.ts';
import type { KnownReferences, ProductsService } from './products.service.ts';

type Deps = {
  db: Db;
  repo: ProductsCsvRepository;
  productsRepo: ProductsRepository;
  products: Pick<ProductsService, 'saveIn'>;
  audit: AuditRepository;
  clock: Clock;
  /** After a confirm's commit: the job runner, to start its import at once. */
  jobsQueued: () => void;
};

/**
 * A product's rows to write: its own row, the product it updates, whether its fields change (else
 * it is not saved again), and its variants' rows (`rows`: the row numbers of all of them).
 */
type Planned = ReadRow & {
  input: ProductInput;
  existing: ProductSnapshot | null;
  fieldsChange: boolean;
  variants: (VariantRow & { key: string })[];
  rows: number[];
};

/** Thrown to roll back what a transaction did (a dry run; a row checked on its own). */
class Rollback extends Error {}

/** A product's rows refused with their errors (a variant's row, as well as its own). */
class RowsRefused extends Error {
  constructor(readonly errors: ImportError[]) {
    super('rows refused');
  }
}

/** What a save refused, as the row's errors in its columns. */
function rowErrors(row: number, error: unknown): ImportError[] {
  if (error instanceof RowsRefused) return error.errors;
  if (error instanceof AppError) {
    const fields = Object.entries(error.errors ?? {});
    return fields.length
      ? fields.map(([path, message]) => ({ row, column: columnOf(path), message }))
      : [{ row, column: 'sku', message: error.message }];
  }
  // Two writers racing for one SKU or slug: the unique index answers as the form's check would.
  const constraint = violatedConstraint(error);
  if (constraint === 'products_sku_key' || constraint === 'product_variants_sku_key')
    return [{ row, column: 'sku', message: catalogMessages.skuTaken }];
  if (constraint === 'products_slug_key' || constraint === 'product_slug_redirects_pkey')
    return [{ row, column: 'slug', message: catalogMessages.slugTaken }];
  throw error;
}

/** The shop's day (India) as YYYY-MM-DD, for the file's name. */
const shopDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

/**
 * The catalogue as CSV: the export (the list's filters), and the import: an upload's dry run,
 * kept with its report, then its confirm, all rows in one transaction. Each row is checked as the
 * form checks it (its schema, then its save in a savepoint) and reported by row and column.
 */
export function createProductsCsvService({
  db,
  repo,
  productsRepo,
  products,
  audit,
  clock,
  jobsQueued,
}: Deps) {
  const record = auditRecorder({ audit, clock });
  /**
   * Reads the file and sorts its products: errors, unchanged, to create, to update. A product's
   * rows are its own (the variant cell empty) and its variants', found by its SKU.
   */
  async function plan(tx: Db, text: string) {
    const refs = await repo.references(tx);
    const known: KnownReferences = {
      categories: new Set(refs.categoryBySlug.values()),
      collections: new Set(refs.collectionBySlug.values()),
      values: new Set(refs.valueOfId.keys()),
      rates: new Map(
        [...(await latestMetalRates(tx))].map(([metal, rate]) => [metal, rate.ratePerGram]),
      ),
    };
    const file = readCsv(text);
    const own = file.filter((row) => !isVariantRow(row.cells));
    const rows = own.map((row) => readRow(row, refs));
    const firstOf = { sku: new Map<string, number>(), slug: new Map<string, number>() };
    for (const read of rows) {
      const sku = read.sku.toLowerCase();
      const skuRow = firstOf.sku.get(sku);
      if (sku && skuRow !== undefined)
        read.errors.push({
          row: read.row,
          column: 'sku',
          message: csvMessages.skuRepeated(skuRow),
        });
      else firstOf.sku.set(sku, read.row);
      const slug = read.input?.slug;
      const slugRow = slug ? firstOf.slug.get(slug) : undefined;
      if (slug && slugRow !== undefined)
        read.errors.push({
          row: read.row,
          column: 'slug',
          message: csvMessages.slugRepeated(slugRow),
        });
      else if (slug) firstOf.slug.set(slug, read.row);
    }
    const ownRow = new Map(own.map((row) => [row.cells.sku.trim().toLowerCase(), row]));
    const variantRows = file
      .filter((row) => isVariantRow(row.cells))
      .map((row) => readVariantRow(row, ownRow.get(row.cells.sku.trim().toLowerCase())));
    const existing = await repo.bySku(
      tx,
      rows.map((read) => read.sku),
    );
    const variantsOf = groupVariants(variantRows, rows, existing);
    await checkVariantSkus(variantsOf, existing, firstOf.sku, (skus) =>
      repo.variantsBySku(tx, skus),
    );

    const planned: Planned[] = [];
    let same = 0;
    for (const read of rows) {
      const sku = read.sku.toLowerCase();
      const variants = variantsOf.get(sku) ?? [];
      if (read.errors.length || !read.input) continue;
      const product = existing.get(sku) ?? null;
      // A file without the HSN or pricing columns leaves each product's as they are.
      if (product && read.kept.hsn) read.input.hsn = product.hsn;
      if (product && read.kept.pricing)
        read.input.pricing = product.pricing && pricingBodyOf(product.pricing);
      // A hallmarked product's stock is its pieces: the file may repeat it, not change it.
      const hallmarked = read.input.hallmarked || product?.hallmarked;
      const stockNow = product ? shownStock(product, read.kept) : 0;
      if (hallmarked && read.stock !== null && read.stock !== stockNow)
        read.errors.push({
          row: read.row,
          column: 'stock',
          message: catalogMessages.hallmarkedAdjust,
        });
      for (const variant of variants) {
        const held = product?.variants.find((v) => v.key === variant.key)?.stock ?? 0;
        if (hallmarked && variant.stock !== null && variant.stock !== held)
          variant.errors.push({
            row: variant.row,
            column: 'stock',
            message: catalogMessages.hallmarkedAdjust,
          });
      }
      if (read.errors.length) continue;
      const ready = variants.flatMap((variant) =>
        variant.key !== null && !variant.errors.length ? [{ ...variant, key: variant.key }] : [],
      );
      const fieldsChange = !product || !sameFields(product, { ...read, input: read.input });
      const unchanged =
        !fieldsChange &&
        (read.stock === null || read.stock === stockNow) &&
        (read.lowStockAt === null || read.lowStockAt === product?.lowStockAt) &&
        ready.every((variant) =>
          variantUnchanged(
            product?.variants.find((v) => v.key === variant.key),
            variant,
          ),
        );
      if (unchanged && ready.length === variants.length) same++;
      else
        planned.push({
          ...read,
          input: read.input,
          existing: product,
          fieldsChange,
          variants: ready,
          rows: [read.row, ...variants.map((variant) => variant.row)],
        });
    }
    // Every row of the file, for the report; `rows` the products' own, for the confirm's checks.
    const read: { row: number; errors: ImportError[] }[] = [...rows, ...variantRows];
    return { read, rows, existing, planned, known, unchanged: same };
  }

  /**
   * Saves a product's rows: the product as the form would (when its fields change), the variants
   * its options make, then each variant's row and its own row's stock and threshold; the product's
   * row is locked, then its variants. Refused with every row's errors.
   */
  async function apply(
    tx: Db,
    row: Planned,
    { change, known }: { change: ChangeContext; known: KnownReferences },
  ): Promise<string> {
    const { existing } = row;
    const id =
      existing && !row.fieldsChange
        ? existing.id
        : await products.saveIn(
            tx,
            row.input,
            existing && {
              id: existing.id,
              version: existing.version,
              slug: existing.slug,
              stock: existing.stock,
              hallmarked: existing.hallmarked,
            },
            known,
          );
    const had = new Set(existing?.variants.map((variant) => variant.key));
    // The variants the options make: when they make others, or a row names one not made yet.
    if (
      row.input.options.length &&
      (!existing ||
        !sameCombinations(existing.options, row.input.options) ||
        row.variants.some((line) => !had.has(line.key)))
    )
      await repo.addMissingVariants(tx, id);
    const stockChanges =
      row.stock !== null && row.stock !== (existing ? shownStock(existing, row.kept) : 0);
    const variantsChange = row.variants.some(
      (line) =>
        !variantUnchanged(
          existing?.variants.find((v) => v.key === line.key),
          line,
        ),
    );
    const errors = stockChanges || variantsChange ? await writeVariants(tx, row, id, change) : [];
    if (row.lowStockAt !== null && row.lowStockAt !== existing?.lowStockAt)
      await repo.setLowStockAt(tx, id, row.lowStockAt);
    if (errors.length) throw new RowsRefused(errors);
    return id;
  }

  /**
   * Writes the variants' rows of a product, then its own row's stock (its implicit variant's),
   * each change of stock a ledger row: the product's row is locked first, then its variants.
   * Answers the rows' errors.
   */
  async function writeVariants(
    tx: Db,
    row: Planned,
    id: string,
    change: ChangeContext,
  ): Promise<ImportError[]> {
    const { existing } = row;
    const { price, variants } = await repo.lockVariants(tx, id);
    const had = new Set(existing?.variants.map((variant) => variant.key));
    const note = 'CSV import';
    const errors: ImportError[] = [];
    for (const line of row.variants) {
      const variant = variants.find((v) => v.key === line.key);
      if (!variant) {
        const codes = row.input.options.map((option) => option.code).join(', ');
        errors.push({
          row: line.row,
          column: 'variant',
          message: csvMessages.variantUnknown(codes),
        });
        continue;
      }
      const changed = <T>(typed: T | null, now: T) =>
        typed !== null && typed !== now ? typed : undefined;
      const values = {
        sku: changed(line.sku, variant.sku),
        priceDelta: changed(line.priceDelta, variant.priceDelta),
        lowStockAt: changed(line.lowStockAt, variant.lowStockAt),
        stock: changed(line.stock, variant.stock),
      };
      if (values.priceDelta !== undefined && price + values.priceDelta < 0) {
        errors.push({
          row: line.row,
          column: 'variant_price_change',
          message: catalogMessages.priceBelowZero,
        });
        continue;
      }
      if (Object.values(values).every((value) => value === undefined)) continue;
      // A variant this import makes receives its first stock; one the product had is corrected.
      if (values.stock !== undefined)
        await change.stock({ reason: had.has(variant.key) ? 'correction' : 'received', note });
      try {
        // In a savepoint: a SKU taken meanwhile is the row's error, not the transaction's end.
        await tx.transaction((savepoint) => repo.writeVariant(savepoint, variant.id, values));
      } catch (error) {
        if (violatedConstraint(error) !== 'product_variants_sku_key') throw error;
        errors.push({ row: line.row, column: 'variant_sku', message: csvMessages.variantSkuTaken });
        continue;
      }
      variant.stock = values.stock ?? variant.stock;
    }

    const implicit = variants.find((variant) => variant.key === '');
    if (row.stock !== null && implicit) {
      // A file without the variant columns gives the whole stock: the variants keep theirs.
      const counted = variants.reduce((sum, v) => sum + (v.key === '' ? 0 : v.stock), 0);
      const stock = row.kept.variants ? row.stock - counted : row.stock;
      if (stock < 0)
        errors.push({
          row: row.row,
          column: 'stock',
          message: csvMessages.stockCountedPerVariant(counted),
        });
      else if (stock !== implicit.stock) {
        await change.stock({ reason: existing ? 'correction' : 'received', note });
        await repo.writeVariant(tx, implicit.id, { stock });
      }
    }
    return errors;
  }

  /** Each planned row in a savepoint of its own; its errors, and the ids written. */
  async function saveEach(
    tx: Db,
    planned: Planned[],
    { keep, change, known }: { keep: boolean; change: ChangeContext; known: KnownReferences },
  ) {
    const errors: ImportError[] = [];
    const ids: string[] = [];
    for (const row of planned) {
      try {
        await tx.transaction(async (savepoint) => {
          ids.push(await apply(savepoint, row, { change, known }));
          if (!keep) throw new Rollback();
        });
      } catch (error) {
        if (!(error instanceof Rollback)) errors.push(...rowErrors(row.row, error));
      }
    }
    return { errors, ids };
  }

  function report(
    importId: string,
    status: ProductImportStatus,
    rows: { errors: ImportError[] }[],
    planned: Planned[],
    same: number,
    errors: ImportError[],
  ): ProductImportReport {
    const all = [...rows.flatMap((row) => row.errors), ...errors].sort(
      (a, b) =>
        a.row - b.row ||
        PRODUCT_CSV_COLUMNS.indexOf(a.column as never) -
          PRODUCT_CSV_COLUMNS.indexOf(b.column as never),
    );
    const failing = new Set(all.map((error) => error.row));
    const ok = planned.filter((product) => !product.rows.some((row) => failing.has(row)));
    return {
      importId,
      status,
      rows: rows.length,
      create: ok.filter((row) => !row.existing).length,
      update: ok.filter((row) => row.existing).length,
      unchanged: same,
      errors: all.slice(0, IMPORT_MAX_ERRORS),
      errorsLeftOut: Math.max(0, all.length - IMPORT_MAX_ERRORS),
    };
  }

  /**
   * Applies a confirmed upload in one transaction: every row, or none and the errors why (the
   * import is then `failed`, its report holding them).
   */
  async function applyImport(actor: Actor, id: string): Promise<void> {
    let failed: ProductImportReport | undefined;
    try {
      const context = { staffId: actor.staffId, price: 'import' } as const;
      return await writeTransaction(db, context, async (tx, change) => {
        const upload = await repo.lockImport(tx, id);
        // Run twice (a retry after a crash mid-commit), an import applies once.
        if (!upload || upload.status !== 'applying') return;
        const {
          read: all,
          rows,
          existing,
          planned,
          known,
          unchanged: same,
        } = await plan(tx, upload.csv);
        // A product saved or deleted since the dry run, or made with a new row's SKU, fails it.
        const moved: ImportError[] = [];
        for (const read of rows) {
          const sku = read.sku.toLowerCase();
          const product = existing.get(sku);
          const version = upload.versions[sku];
          const message =
            product && version === undefined
              ? catalogMessages.skuTaken
              : version !== undefined && product?.version !== version
                ? csvMessages.changedSinceDryRun
                : null;
          if (message && !read.errors.length) moved.push({ row: read.row, column: 'sku', message });
        }
        const stale = new Set(moved.map((error) => error.row));
        const { errors, ids } = await saveEach(
          tx,
          planned.filter((row) => !stale.has(row.row)),
          { keep: true, change, known },
        );
        const refused = [...moved, ...errors];
        if (refused.length || all.some((row) => row.errors.length)) {
          failed = report(id, 'failed', all, planned, same, refused);
          throw new Rollback();
        }
        const done = report(id, 'applied', all, planned, same, []);
        if (ids.length) {
          await refreshSearchText(tx, ids);
        }
        await repo.finishImport(tx, id, 'applied', done, clock.now());
        await record(tx, actor, {
          action: 'product.imported',
          entityType: 'product',
          entityId: null,
          changes: {
            import: { after: id },
            rows: { after: done.rows },
            created: { after: done.create },
            updated: { after: done.update },
            unchanged: { after: done.unchanged },
          },
        });
      });
    } catch (error) {
      if (!(error instanceof Rollback) || !failed) throw error;
      await repo.finishImport(db, id, 'failed', failed, null);
    }
  }

  return {
    /**
     * The products the list's filters keep, in its order, as a CSV with a BOM (Excel reads ₹);
     * each export is written in the audit log.
     */
    async exportCsv(
      query: ProductExportQuery & { sort: ProductSort },
      actor: Actor,
    ): Promise<{ filename: string; csv: string }> {
      const { sort, order, ...filters } = query;
      const ids = await productsRepo.matchingIds(
        filters,
        sort,
        order ?? (sort === 'updated' ? 'desc' : 'asc'),
      );
      const [refs, snapshots] = await Promise.all([repo.references(), repo.snapshots(ids)]);
      // A product's own row, then its variants' (Shopify's grouping: a product's fields once).
      const records = snapshots.flatMap((product) => [
        recordOf(product, refs),
        ...variantRecords(product),
      ]);
      const csv = stringify([[...PRODUCT_CSV_COLUMNS], ...records], {
        bom: true,
        record_delimiter: 'windows',
      });
      // What was exported: each filter given, and how many rows.
      const given = Object.entries(filters).filter(([, value]) => value !== undefined);
      await record(db, actor, {
        action: 'product.exported',
        entityType: 'product',
        changes: Object.fromEntries([
          ...given.map(([name, value]) => [name, { after: value }]),
          ['rows', { after: records.length }],
        ]),
      });
      return { filename: `aurelle-products-${shopDay(clock.now())}.csv`, csv };
    },

    /** Checks every row for real (saves rolled back), keeps the upload and answers its report. */
    async dryRun(actor: Actor & { staffId: string }, text: string): Promise<ProductImportReport> {
      let outcome: { report: ProductImportReport; versions: Record<string, number> } | undefined;
      try {
        // Saved as the import would save, reasons included, then rolled back.
        const context = { staffId: actor.staffId, price: 'import' } as const;
        await writeTransaction(db, context, async (tx, change) => {
          const { read, existing, planned, known, unchanged: same } = await plan(tx, text);
          const { errors } = await saveEach(tx, planned, { keep: false, change, known });
          const status =
            errors.length || read.some((row) => row.errors.length) ? 'invalid' : 'ready';
          outcome = {
            report: report('', status, read, planned, same, errors),
            versions: Object.fromEntries([...existing].map(([sku, p]) => [sku, p.version])),
          };
          throw new Rollback();
        });
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
      }
      if (!outcome) throw new Error('dry run ended without a report');
      const stored = { ...outcome.report, importId: randomUUID() };
      await repo.insertImport(db, {
        id: stored.importId,
        staffId: actor.staffId,
        csv: text,
        status: stored.status,
        report: stored,
        versions: outcome.versions,
      });
      return stored;
    },

    /**
     * Confirms a ready upload: it becomes `applying`, and a job applies it off the request path
     * (10 000 rows take about half a minute); `getImport` then says `applied` or `failed`.
     */
    async confirm(actor: Actor, id: string): Promise<ProductImportReport> {
      const confirmed = await db.transaction(async (tx) => {
        const upload = await repo.lockImport(tx, id);
        if (!upload) throw notFound(csvMessages.importNotFound);
        if (upload.status === 'applied') throw new AppError(409, csvMessages.alreadyApplied);
        if (upload.status === 'applying') throw new AppError(409, csvMessages.applying);
        if (upload.status !== 'ready') throw new AppError(409, csvMessages.notReady);
        const applying = { ...upload.report, status: 'applying' as const };
        await repo.finishImport(tx, id, 'applying', applying, null);
        await enqueueJob(tx, 'products.import', { importId: id, actor });
        return applying;
      });
      jobsQueued();
      return confirmed;
    },

    async getImport(id: string): Promise<ProductImportReport> {
      const upload = await repo.lockImport(db, id, false);
      if (!upload) throw notFound(csvMessages.importNotFound);
      return upload.report;
    },

    /** The job that applies a confirmed import; after its last try the import is `failed`. */
    importJob: {
      run: ({ importId, actor }) => applyImport(actor, importId),
      maxAttempts: 3,
      failed: async ({ importId }, error) => {
        const upload = await repo.lockImport(db, importId, false);
        if (!upload || upload.status !== 'applying') return;
        const message = `Not imported: ${String((error as Error).message ?? error).slice(0, 200)}`;
        await repo.finishImport(
          db,
          importId,
          'failed',
          { ...upload.report, status: 'failed', errors: [{ row: 1, column: 'sku', message }] },
          null,
        );
      },
    } satisfies JobHandler<'products.import'>,
  };
}

export type ProductsCsvService = ReturnType<typeof createProductsCsvService>;
