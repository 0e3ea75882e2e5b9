import type { Db } from '../../apps/api/src/db/client.ts';
import { customers, sessions } from '../../apps/api/src/db/schema/index.ts';
import { signCustomerToken } from '../../apps/api/src/lib/token.ts';

/** A signed-in customer: a customer row with a live session, and the bearer token naming it. */
export async function createBenchCustomer(db: Db, jwtSecret: string): Promise<string> {
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Bench Customer', email: 'bench@example.com' })
    .returning();
  if (!customer) throw new Error('no customer');
  const [session] = await db
    .insert(sessions)
    .values({ customerId: customer.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  if (!session) throw new Error('no session');
  const token = await signCustomerToken(
    { JWT_SECRET: jwtSecret },
    { customerId: customer.id, sessionId: session.id },
  );
  return `Bearer ${token}`;
}

/**
 * Fills the customer's cart with `lines` products in stock (one unit each, their variant chosen
 * as the product page would) and saves them to the wishlist, through the API itself.
 */
export async function fillCartAndWishlist(
  base: string,
  headers: Record<string, string>,
  slugs: readonly string[],
  lines: number,
) {
  const json = { ...headers, 'content-type': 'application/json' };
  const ids: string[] = [];
  for (const slug of slugs) {
    if (ids.length === lines) break;
    const res = await fetch(`${base}/api/aurelle/products/${slug}`, { headers });
    const { product } = (await res.json()) as { product: { _id: string; stock: number } };
    if (product.stock > 0) ids.push(product._id);
  }
  const products = ids.map((product_id) => ({ product_id, quantity: 1, variant: [] }));
  const cart = await fetch(`${base}/api/customer/cart`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ products }),
  });
  if (!cart.ok) throw new Error(`cart: ${cart.status} ${await cart.text()}`);
  for (const product_id of ids) {
    const saved = await fetch(`${base}/api/customer/wishlist`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ product_id }),
    });
    if (!saved.ok) throw new Error(`wishlist: ${saved.status} ${await saved.text()}`);
  }
  return ids.length;
}
