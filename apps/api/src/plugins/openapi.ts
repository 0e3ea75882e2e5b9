import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import type { ApiTag } from '@aurelle/contract';
import type { Env } from '../config/env.ts';
import { API_PREFIX, documentedSchemas } from '../lib/openapi.ts';

/** Each tag of the contract's entries (a domain, named as its module folder), described. */
const tagDescriptions: Record<ApiTag, string> = {
  catalog: 'Categories, product lists, their filters and product details',
  search: 'Products whose name or text matches',
  content: 'Site settings, store-customization and in-focus blocks',
  seller: "The seller's legal name, address, GSTIN, customer care and grievance officer",
  activity: 'Recently viewed products',
  auth: 'Sign-up and login by one-time code, logout and the profile',
  address: "The customer's saved addresses",
  cart: "The customer's cart",
  wishlist: "The customer's wishlist",
  coupon: "Coupons on offer and a code's details",
  order: 'Placing and reading orders',
  payment: "Card payments: the provider's order, verification, webhook",
  location: 'Countries, states and cities for address forms',
  health: 'Liveness and readiness probes',
  'admin: staff': 'Back office: staff sign-in, accounts, roles and settings',
  'admin: audit': 'Back office: who did what',
  'admin: stock': 'Back office: low stock, the stock ledger, adjustments',
  'admin: orders': 'Back office: orders, their moves from placed to delivered, notes and refunds',
  'admin: dashboard': "Back office: today's figures and work waiting",
  'admin: media': "Back office: a product's photos and films",
  'admin: products': 'Back office: the product list, the product form, duplicates, deletes, CSV',
  'admin: categories and collections':
    "Back office: the shop's categories and collections, in order",
  'admin: filters': "Back office: the shop's filters and their values",
  'admin: metal rates':
    "Back office: the day's metal rates, the prices they make and the price guard",
  'admin: customers':
    'Back office: customers, their orders and notes, erasure of their personal data',
  'admin: coupons': 'Back office: coupons, their limits and window, their uses and revenue',
  'admin: search': 'Back office: one search of orders, customers, products and HUIDs',
  'admin: content':
    'Back office: the home page, the informational pages and the blog; drafts, preview and publishing',
};

const withComponents = createJsonSchemaTransformObject({ schemaRegistry: documentedSchemas });

/**
 * The registry's schemas as components, each only when the document refers to it: the library
 * writes an input and an output twin of every schema (`ApiErrorInput`, `ApiError`), and the
 * registry holds answers, which a body only sometimes is.
 */
const transformObject: SwaggerTransformObject = (document) => {
  const openapi = withComponents(document);
  const schemas = 'components' in openapi ? openapi.components?.schemas : undefined;
  if (!schemas) return openapi;
  // Again while one goes: a schema left out may have been the only one to refer to another.
  for (let removed = true; removed;) {
    removed = false;
    const text = JSON.stringify(openapi);
    for (const id of Object.keys(schemas))
      if (!text.includes(`"#/components/schemas/${id}"`)) {
        delete schemas[id];
        removed = true;
      }
  }
  return openapi;
};

/**
 * The OpenAPI document of the routes under /api (JSON at /api/docs/json, the page at /api/docs).
 * Its server is /api and its paths are relative to it, as the contract writes them; the pages,
 * /sitemap.xml and /robots.txt are not part of the API and are left out.
 */
export async function registerOpenApi(app: FastifyInstance, env: Env) {
  const toJsonSchema = createJsonSchemaTransform({ schemaRegistry: documentedSchemas });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${env.BRAND_NAME} storefront API`,
        version: '1.0.0',
        description:
          'Every failing call answers the error envelope (ApiError): `message` to show the ' +
          'visitor or customer, and `errors` keyed by field when fields are at fault.',
      },
      servers: [{ url: API_PREFIX, description: 'This shop' }],
      tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: 'The public storefront key',
          },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A customer token from login or register',
          },
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'aurelle_admin',
            description:
              'A back-office session from sign-in (`__Host-aurelle_admin` in production). Calls ' +
              "that change something also need the X-Admin-Request header and this site's Origin.",
          },
          locationKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSCAPI-KEY',
            description: 'The storefront key, in the header the location service reads',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transformObject,
    transform: (route) =>
      route.url.startsWith(`${API_PREFIX}/`)
        ? toJsonSchema(route)
        : { schema: { ...route.schema, hide: true }, url: route.url },
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
}
