import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import type { Env } from '../config/env.ts';
import { API_PREFIX, documentedSchemas } from '../lib/openapi.ts';

/** One tag per domain, named as its module folder (modules/<tag>). */
const tags = [
  { name: 'catalog', description: 'Categories, product lists, their filters and product details' },
  { name: 'search', description: 'Products whose name or text matches' },
  { name: 'content', description: 'Site settings, store-customization and in-focus blocks' },
  {
    name: 'seller',
    description: "The seller's legal name, address, GSTIN, customer care and grievance officer",
  },
  { name: 'activity', description: 'Recently viewed products' },
  { name: 'auth', description: 'Sign-up and login by one-time code, logout and the profile' },
  { name: 'address', description: "The customer's saved addresses" },
  { name: 'cart', description: "The customer's cart" },
  { name: 'wishlist', description: "The customer's wishlist" },
  { name: 'coupon', description: "Coupons on offer and a code's details" },
  { name: 'order', description: 'Placing and reading orders' },
  { name: 'payment', description: "Card payments: the provider's order, verification, webhook" },
  { name: 'location', description: 'Countries, states and cities for address forms' },
  { name: 'health', description: 'Liveness and readiness probes' },
  { name: 'admin: staff', description: 'Back office: staff sign-in, accounts, roles and settings' },
  { name: 'admin: audit', description: 'Back office: who did what' },
  { name: 'admin: stock', description: 'Back office: low stock, the stock ledger, adjustments' },
  {
    name: 'admin: orders',
    description: 'Back office: orders, their moves from placed to delivered, notes and refunds',
  },
  { name: 'admin: dashboard', description: "Back office: today's figures and work waiting" },
  { name: 'admin: media', description: "Back office: a product's photos and films" },
  {
    name: 'admin: products',
    description: 'Back office: the product list, the product form, duplicates, deletes, CSV',
  },
  {
    name: 'admin: categories and collections',
    description: "Back office: the shop's categories and collections, in order",
  },
  { name: 'admin: filters', description: "Back office: the shop's filters and their values" },
  {
    name: 'admin: metal rates',
    description: "Back office: the day's metal rates, the prices they make and the price guard",
  },
  {
    name: 'admin: customers',
    description: 'Back office: customers, their orders and notes, erasure of their personal data',
  },
];

const withComponents = createJsonSchemaTransformObject({ schemaRegistry: documentedSchemas });

/**
 * The registry's schemas as components, each only when the document refers to it: the library
 * writes an input and an output twin of every schema (`ApiErrorInput`, `ApiError`), and the
 * registry holds answers only.
 */
const transformObject: SwaggerTransformObject = (document) => {
  const openapi = withComponents(document);
  const schemas = 'components' in openapi ? openapi.components?.schemas : undefined;
  if (!schemas) return openapi;
  const text = JSON.stringify(openapi);
  for (const id of Object.keys(schemas))
    if (!text.includes(`"#/components/schemas/${id}"`)) delete schemas[id];
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
      tags,
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
