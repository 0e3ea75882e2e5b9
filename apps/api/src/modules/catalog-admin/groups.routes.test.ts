import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages, type Attribute, type Group } from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createProduct, setCurrencyRates } from '../../../test/factories.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const t = useTestApp();
let cookie: string;

beforeAll(async () => {
  await setCurrencyRates(t.db);
  cookie = (await signedInStaff(t, 'manager')).cookie;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  admin(t, method, url, body, { cookie });
const shop = (url: string, lang = 'en') => t.get(url, { 'accept-language': lang });
const searchNames = async (text: string) =>
  (await shop(`/api/aurelle/products/search/${encodeURIComponent(text)}`))
    .json()
    .products.map((p: { name: string }) => p.name);

describe('categories and collections', () => {
  it('creates, renames (search and the shop follow at once), reorders, and keeps one in use', async () => {
    const made = await call('POST', '/catalog/categories', {
      name: { en: 'Anklets', fr: 'Chaînes de cheville' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const anklets = made.json<Group>();
    expect(anklets).toMatchObject({ slug: 'anklets', products: 0 });
    await createProduct(t.db, { categoryId: anklets.id, name: 'Payal Chain' });

    const renamed = await call('PUT', `/catalog/categories/${anklets.id}`, {
      name: { en: 'Ankle Chains', fr: 'Chaînes de cheville' },
      slug: 'anklets',
    });
    expect(renamed.json()).toMatchObject({ name: { en: 'Ankle Chains' }, products: 1 });
    expect(await searchNames('ankle')).toEqual(['Payal Chain']);
    const categories = (await shop('/api/category/show')).body;
    expect(categories).toContain('Ankle Chains');

    const inUse = await call('DELETE', `/catalog/categories/${anklets.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(catalogMessages.groupInUse);

    const empty = (
      await call('POST', '/catalog/categories', { name: { en: 'Toe Rings', fr: '' } })
    ).json<Group>();
    const list = (await call('GET', '/catalog/categories')).json<{ items: Group[] }>().items;
    const reversed = list.map((row) => row.id).reverse();
    const reordered = await call('PUT', '/catalog/categories/order', { ids: reversed });
    expect(reordered.json().items.map((row: Group) => row.id)).toEqual(reversed);
    const partial = await call('PUT', '/catalog/categories/order', { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().message).toBe(catalogMessages.reorderMismatch);

    expect((await call('DELETE', `/catalog/categories/${empty.id}`)).json()).toEqual({ ok: true });
    const taken = await call('POST', '/catalog/collections', { name: { en: 'Aube', fr: '' } });
    expect(taken.statusCode).toBe(200);
    const again = await call('POST', '/catalog/collections', { name: { en: 'Aube', fr: '' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ slug: catalogMessages.groupSlugTaken });
  });

  it('refuses a bad name or an unknown kind, and writes nothing', async () => {
    const before = (await call('GET', '/catalog/collections')).json().items.length;
    const blank = await call('POST', '/catalog/collections', { name: { en: ' ', fr: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors['name.en']).toBe(catalogMessages.groupNameRequired);
    expect((await call('GET', '/catalog/brands')).statusCode).toBe(400);
    expect((await call('GET', '/catalog/collections')).json().items.length).toBe(before);
  });
});

describe('filters and their values', () => {
  it('adds a filter the shop’s filter panel shows, keeps a value in use, and reorders values', async () => {
    const made = await call('POST', '/attributes', {
      code: 'finish',
      name: { en: 'Finish', fr: 'Finition' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const finish = made.json<Attribute>();
    const withValue = await call('POST', `/attributes/${finish.id}/values`, {
      value: 'Matte',
      label: { en: 'Matte', fr: 'Mat' },
    });
    await call('POST', `/attributes/${finish.id}/values`, {
      value: 'Polished',
      label: { en: 'Polished', fr: 'Poli' },
    });
    const matte = withValue.json<Attribute>().values[0];
    if (!matte) throw new Error('no value');
    const category = (
      await call('POST', '/catalog/categories', { name: { en: 'Cuffs', fr: '' } })
    ).json<Group>();
    const product = await createProduct(t.db, { categoryId: category.id, name: 'Brushed Cuff' });
    await t.db.execute(
      sql`insert into product_attribute_values (product_id, attribute_value_id) values (${product.id}, ${matte.id})`,
    );

    const filters = await shop('/api/aurelle/getFilters');
    expect(filters.body).toContain('Matte');

    const relabelled = await call('PUT', `/attributes/${finish.id}/values/${matte.id}`, {
      value: 'Matte',
      label: { en: 'Satin', fr: 'Satiné' },
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    expect(await searchNames('satin')).toEqual(['Brushed Cuff']);

    const kept = await call('DELETE', `/attributes/${finish.id}/values/${matte.id}`);
    expect(kept.statusCode).toBe(409);
    expect((await call('DELETE', `/attributes/${finish.id}`)).statusCode).toBe(409);

    const values = (await call('GET', '/attributes'))
      .json<{ items: Attribute[] }>()
      .items.find((row) => row.id === finish.id)?.values;
    const order = (values ?? []).map((value) => value.id).reverse();
    const reordered = await call('PUT', `/attributes/${finish.id}/values/order`, { ids: order });
    expect(reordered.json<Attribute>().values.map((value) => value.value)).toEqual([
      'Polished',
      'Matte',
    ]);

    const sameCode = await call('POST', '/attributes', {
      code: 'finish',
      name: { en: 'Again', fr: '' },
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().errors).toEqual({ code: catalogMessages.attributeCodeTaken });
  });
});

describe('hallmarked pieces', () => {
  async function hallmarkedProduct() {
    const category = (
      await call('POST', '/catalog/categories', { name: { en: `Gold ${Math.random()}`, fr: '' } })
    ).json<Group>();
    const created = await call('POST', '/products', {
      name: { en: 'Hallmarked Kada', fr: '' },
      sku: `KADA-${Math.random().toString(36).slice(2, 7)}`,
      price: '85,000',
      categoryId: category.id,
      status: 'active',
      hallmarked: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ id: string; version: number }>();
  }

  it('receives pieces by HUID into stock and the ledger, refusing bad, repeated and known HUIDs', async () => {
    const kada = await hallmarkedProduct();
    const received = await call('POST', `/products/${kada.id}/pieces`, {
      huids: ['ab12c4', 'ZX9Y8W', 'Q1W2E3'],
      note: 'Invoice 4411',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ stock: 3 });
    expect(
      received
        .json()
        .items.map((p: { huid: string; state: string }) => [p.huid, p.state])
        .sort(),
    ).toEqual([
      ['AB12C4', 'in_stock'],
      ['Q1W2E3', 'in_stock'],
      ['ZX9Y8W', 'in_stock'],
    ]);
    const ledger = (await call('GET', `/stock/${kada.id}`)).json();
    expect(ledger.moves[0]).toMatchObject({ change: 3, reason: 'received', note: 'Invoice 4411' });

    const bad = await call('POST', `/products/${kada.id}/pieces`, { huids: ['NEW111', 'AB-12'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['huids.1']).toBe(catalogMessages.huidInvalid);
    const repeated = await call('POST', `/products/${kada.id}/pieces`, {
      huids: ['NEW111', 'new111'],
    });
    expect(repeated.json().errors).toEqual({ 'huids.1': catalogMessages.huidRepeated });
    const known = await call('POST', `/products/${kada.id}/pieces`, {
      huids: ['NEW111', 'ZX9Y8W'],
    });
    expect(known.statusCode).toBe(409);
    expect(known.json().errors).toEqual({ 'huids.1': catalogMessages.huidTaken });
    expect((await call('GET', `/products/${kada.id}/pieces`)).json()).toMatchObject({ stock: 3 });
  });

  it('takes stock by HUID only: a hand adjustment is refused, a mistaken piece is removed', async () => {
    const kada = await hallmarkedProduct();
    const pieces = (
      await call('POST', `/products/${kada.id}/pieces`, { huids: ['RM0001', 'RM0002'] })
    ).json();
    const byHand = await call('POST', '/stock/adjustments', {
      productId: kada.id,
      change: 1,
      reason: 'received',
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toBe(catalogMessages.hallmarkedAdjust);
    const removed = await call('DELETE', `/products/${kada.id}/pieces/${pieces.items[0].id}`);
    expect(removed.json()).toMatchObject({ stock: 1 });
    const ledger = (await call('GET', `/stock/${kada.id}`)).json();
    expect(ledger.moves[0]).toMatchObject({ change: -1, reason: 'correction' });
    // It stays hallmarked while it has pieces.
    const product = (await call('GET', `/products/${kada.id}`)).json();
    const unmark = await call('PUT', `/products/${kada.id}`, {
      ...product,
      price: '85000',
      compareAtPrice: '',
      options: [],
      hallmarked: false,
    });
    expect(unmark.statusCode).toBe(400);
    expect(unmark.json().errors).toEqual({ hallmarked: catalogMessages.hallmarkedHasPieces });
  });

  it('refuses pieces for a product that is not hallmarked', async () => {
    const category = (
      await call('POST', '/catalog/categories', { name: { en: 'Plain', fr: '' } })
    ).json<Group>();
    const plain = await createProduct(t.db, { categoryId: category.id, stock: 0 });
    const res = await call('POST', `/products/${plain.id}/pieces`, { huids: ['PL0001'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(catalogMessages.notHallmarked);
  });
});
