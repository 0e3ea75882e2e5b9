import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeSearchMessages, type BackOfficeSearchAnswer } from '@aurelle/contract';
import { auditLog, orderLines, productPieces } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { insertCustomer, insertOrder } from '../../../test/customer-helpers.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const t = useTestApp();
let owner: string;
let fulfilment: string;
let accountant: string;
let order: { id: string; orderNumber: string };
let other: { id: string; orderNumber: string };

beforeAll(async () => {
  owner = (await signedInStaff(t, 'owner')).cookie;
  fulfilment = (await signedInStaff(t, 'fulfilment')).cookie;
  accountant = (await signedInStaff(t, 'accountant')).cookie;
  const meera = await insertCustomer(t.db, {
    name: 'Meera Krishnan',
    email: 'meera.k@example.com',
    phone: '9812345670',
  });
  const ravi = await insertCustomer(t.db, { name: 'Ravi Shah' });
  order = await insertOrder(t.db, meera.id, { total: 2_800_000 });
  other = await insertOrder(t.db, ravi.id, { total: 500_000 });
  const category = await createCategory(t.db);
  const product = await createProduct(t.db, {
    categoryId: category.id,
    name: { en: 'Lotus Temple Bangle', fr: 'Bracelet Temple du Lotus' },
    sku: 'BNG-LOTUS-1',
    stock: 2,
  });
  const [line] = await t.db
    .insert(orderLines)
    .values({
      orderId: other.id,
      productId: product.id,
      name: 'Lotus Temple Bangle',
      sku: 'BNG-LOTUS-1',
      quantity: 1,
      unitPrice: 500_000,
      orderStatus: 'Delivered',
    })
    .returning();
  await t.db.insert(productPieces).values({
    productId: product.id,
    huid: 'HX42Q7',
    state: 'sold',
    orderId: other.id,
    orderLineId: line?.id,
  });
});

async function search(q: string, cookie = owner) {
  const res = await admin(t, 'GET', `/search?${new URLSearchParams({ q })}`, undefined, {
    cookie,
  });
  return res;
}
const found = async (q: string, cookie = owner) => {
  const res = await search(q, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BackOfficeSearchAnswer>();
};
const numbers = (answer: BackOfficeSearchAnswer) => answer.orders.map((o) => o.orderNumber);

describe('the back office search', () => {
  it("finds an order by its number, its customer's name, e-mail or phone", async () => {
    expect(numbers(await found(order.orderNumber.toLowerCase()))).toEqual([order.orderNumber]);
    const byName = await found('krishnan');
    expect(numbers(byName)).toEqual([order.orderNumber]);
    expect(byName.orders[0]).toMatchObject({ customerName: 'Meera Krishnan', matched: 'customer' });
    expect(byName.customers?.map((c) => c.name)).toEqual(['Meera Krishnan']);
    expect(numbers(await found('meera.k@'))).toEqual([order.orderNumber]);
    expect(numbers(await found('+91 98123 45670'))).toEqual([order.orderNumber]);
    expect(numbers(await found('98123'))).toEqual([]);
  });

  it("finds an order and its product by a piece's HUID, and orders by a product's name", async () => {
    const byHuid = await found('hx42q7');
    expect(byHuid.orders).toMatchObject([{ orderNumber: other.orderNumber, matched: 'huid' }]);
    expect(byHuid.products).toMatchObject([{ name: 'Lotus Temple Bangle', huid: 'HX42Q7' }]);
    const byProduct = await found('temple bangle');
    expect(byProduct.orders).toMatchObject([
      { orderNumber: other.orderNumber, matched: 'product' },
    ]);
    expect(byProduct.products?.map((p) => p.sku)).toEqual(['BNG-LOTUS-1']);
    // The other language's name finds it too.
    expect((await found('Temple du Lotus')).products?.map((p) => p.sku)).toEqual(['BNG-LOTUS-1']);
  });

  it('answers each role only the groups it may read, money only to who reads prices', async () => {
    const asFulfilment = await found('krishnan', fulfilment);
    expect(numbers(asFulfilment)).toEqual([order.orderNumber]);
    expect(asFulfilment.orders[0]?.total).toBeNull();
    expect(asFulfilment.customers).toBeNull();
    expect(asFulfilment.products).toBeNull();
    const asAccountant = await found('krishnan', accountant);
    expect(asAccountant.orders[0]?.total).toBe(2_800_000);
    expect(asAccountant.customers).toBeNull();
    expect((await found('krishnan')).orders[0]?.total).toBe(2_800_000);
  });

  it('refunds an empty or over-long search with a sentence, and a wildcard finds nothing by itself', async () => {
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(backOfficeSearchMessages.tooLong);
    const empty = await search('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(backOfficeSearchMessages.empty);
    expect(await found('%%%')).toEqual({ orders: [], customers: [], products: [] });
  });

  it("words zod's issues for staff everywhere in the back office", async () => {
    const orders = await admin(t, 'GET', `/orders?q=${'x'.repeat(101)}`, undefined, {
      cookie: owner,
    });
    expect(orders.statusCode).toBe(400);
    expect(orders.json()).toEqual({
      message: 'Search is at most 100 characters',
      errors: { q: 'Search is at most 100 characters' },
    });
    const audit = await admin(t, 'GET', '/audit?limit=500', undefined, { cookie: owner });
    expect(audit.json().message).toBe('The number of rows is at most 200');
  });

  it('is read by staff only', async () => {
    expect((await search('krishnan', '')).statusCode).toBe(401);
  });
});

describe('the audit log in words', () => {
  it('names an order by its number and customer, and the staff member by name', async () => {
    const staff = await signedInStaff(t, 'owner');
    await t.db.insert(auditLog).values({
      at: new Date(),
      staffId: staff.id,
      actor: staff.email,
      action: 'order.refunded',
      entityType: 'order',
      entityId: order.id,
      changes: { refund: { after: { amount: 2_800_000, method: 'cash' } } },
    });
    const res = await admin(t, 'GET', '/audit?entityType=order', undefined, { cookie: owner });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json().entries;
    expect(entry).toMatchObject({
      action: 'order.refunded',
      actorName: staff.name,
      subject: { label: order.orderNumber, customerName: 'Meera Krishnan' },
    });
  });
});
