// A demo customer as the browser tests and the cart drawer benchmark set one up through the API.
// Plain JavaScript, so a benchmark run by Node reads it as the specs do.

/** A saved delivery address in Bengaluru, as the address form sends it. */
export const DEMO_ADDRESS = {
  name: 'Asha Rao',
  phone: '9876543210',
  address1: '12 MG Road',
  address2: '',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  zipCode: '560001',
  label: 'Home',
  iso_country: 'IN',
  iso_state: 'KA',
};

/**
 * Puts one unit of each of the first `count` products in stock that the cart takes without an
 * option chosen (a ring size, say): `addToCart` tries one and says whether the cart took it.
 * The ids added, in the list's order.
 *
 * @param {readonly { _id: string; stock: number }[]} products
 * @param {number} count
 * @param {(productId: string) => Promise<boolean>} addToCart
 * @returns {Promise<string[]>}
 */
export async function addProductsTheCartTakes(products, count, addToCart) {
  const added = [];
  for (const product of products) {
    if (added.length === count) break;
    if (product.stock > 0 && (await addToCart(product._id))) added.push(product._id);
  }
  return added;
}
