import { and, eq, sql } from 'drizzle-orm';
import type { PieceList } from '@aurelle/contract';
import { productPieces, products } from '../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { orderableProduct } from './order-helpers.ts';
import { admin } from './staff.ts';
import { productStock, stockByKey, variantsByKey } from './variant-fixtures.ts';

let huidSeq = 0;
/** A HUID no other test of the run has: the process, a counter, and one letter. */
export const nextHuid = (end: string) =>
  `${(process.pid % 36).toString(36)}${(huidSeq++).toString(36).padStart(4, '0')}${end}`
    .toUpperCase()
    .slice(-6);

/**
 * A hallmarked ring sold in sizes 10, 12 and 14, without stock; `unsized` pieces received before
 * its sizes were (on its implicit variant, "size not recorded"), then its combinations made.
 */
export async function hallmarkedRing(t: TestApp, cookie: string, unsized: string[] = []) {
  const product = await orderableProduct(t.db, { stock: 0, price: 150_000 });
  await t.db.update(products).set({ hallmarked: true }).where(eq(products.id, product.id));
  if (unsized.length > 0) {
    const res = await admin(
      t,
      'POST',
      `/products/${product.id}/pieces`,
      { huids: unsized },
      {
        cookie,
      },
    );
    if (res.statusCode !== 200) throw new Error(`pieces not received: ${res.body}`);
  }
  await t.db.execute(sql`
    insert into product_options (product_id, code, name, position)
    values (${product.id}, 'ring_size', '{"en":"Ring size","fr":"Taille de bague"}', 0)`);
  await t.db.execute(sql`
    insert into product_option_values (option_id, value, label, position)
    select o.id, v.value, jsonb_build_object('en', v.value), v.position
    from product_options o, (values ('10', 0), ('12', 1), ('14', 2)) v(value, position)
    where o.product_id = ${product.id}`);
  await t.db.execute(sql`select add_missing_variants(${product.id})`);
  return product;
}

/** Each variant's stock by key, and the product's. */
export async function stocks(t: TestApp, productId: string) {
  return {
    product: await productStock(t.db, productId),
    ...(await stockByKey(t.db, productId)),
  };
}

/** Pieces received through the back office as one size. */
export async function receive(
  t: TestApp,
  cookie: string,
  productId: string,
  size: '10' | '12' | '14',
  huids: string[],
) {
  const variants = await variantsByKey(t.db, productId);
  const res = await admin(
    t,
    'POST',
    `/products/${productId}/pieces`,
    { huids, variantId: variants[`["${size}"]`]?.id },
    { cookie },
  );
  if (res.statusCode !== 200) throw new Error(`pieces not received: ${res.body}`);
  return res.json<PieceList>();
}

/** A piece's row by HUID. */
export async function pieceOf(t: TestApp, productId: string, huid: string) {
  const [row] = await t.db
    .select()
    .from(productPieces)
    .where(and(eq(productPieces.productId, productId), eq(productPieces.huid, huid)));
  return row;
}
