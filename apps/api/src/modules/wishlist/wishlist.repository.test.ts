import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/use-test-app.ts';
import {
  addToWishlist,
  createCategory,
  createCustomerWithToken,
  createProduct,
} from '../../../test/factories.ts';
import { createWishlistRepository } from './wishlist.repository.ts';

const env = { JWT_SECRET: 'x'.repeat(40) };
const database = useTestDatabase();

describe('wishlist repository: savedAmong', () => {
  it("answers which of the given products this customer saved, never another customer's", async () => {
    const db = database.db;
    const category = await createCategory(db, { slug: 'rings', name: 'Rings' });
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((name) => createProduct(db, { categoryId: category.id, name })),
    );
    if (!a || !b || !c) throw new Error('products not created');
    const { customer } = await createCustomerWithToken(db, env);
    const other = await createCustomerWithToken(db, env);
    await addToWishlist(db, customer.id, a.id);
    await addToWishlist(db, other.customer.id, b.id);

    const repo = createWishlistRepository(db);
    expect(await repo.savedAmong(customer.id, [a.id, b.id, c.id])).toEqual(new Set([a.id]));
    expect(await repo.savedAmong(other.customer.id, [a.id, c.id])).toEqual(new Set());
    expect(await repo.savedAmong(customer.id, [])).toEqual(new Set());
  });
});
