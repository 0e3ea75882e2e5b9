import * as z from 'zod/mini';
import { brandParamsSchema as brandParams, type Endpoint } from '../http.ts';
import { catalogPaths as paths, relatedProductsPath } from './catalog.paths.ts';
import * as s from './catalog.schema.ts';

/**
 * Catalogue calls of spec §7. Paths carry `:brand`, which must equal BRAND_SLUG.
 * Product list and detail take an optional bearer token (adds `inWishlist`).
 */
export const catalogEndpoints = {
  categories: {
    operationId: 'listCategories',
    summary: 'List the categories',
    tag: 'catalog',
    access: 'apiKey',
    method: 'GET',
    path: paths.categories,
    response: s.categoriesResponseSchema,
    responseName: 'CategoriesResponse',
    responseDescription: "Every category, in the shop's order",
  },
  category: {
    operationId: 'getCategory',
    summary: 'Get a category by id or slug',
    tag: 'catalog',
    access: 'apiKey',
    method: 'GET',
    path: paths.category,
    params: z.object({ id: s.idOrSlugSchema }),
    response: s.categoryResponseSchema,
    responseName: 'CategoryResponse',
    responseDescription: 'The category',
    errors: [404],
  },
  products: {
    operationId: 'listProducts',
    summary: 'List products: scope, sort and page in the query, filters in the body',
    tag: 'catalog',
    access: 'optionalCustomer',
    method: 'POST',
    path: paths.products,
    params: brandParams,
    query: s.productListQuerySchema,
    // A POST without a body (null) is a list without filters.
    body: z.nullable(s.productFiltersBodySchema),
    response: s.productListResponseSchema,
    responseName: 'ProductListResponse',
    responseDescription: "A page of products and the list's counts",
    errors: [404],
  },
  filters: {
    operationId: 'getFilters',
    summary: 'Get the filters a product list offers',
    tag: 'catalog',
    access: 'apiKey',
    method: 'GET',
    path: paths.filters,
    params: brandParams,
    query: s.filtersQuerySchema,
    response: s.filtersResponseSchema,
    responseName: 'FiltersResponse',
    responseDescription: "The list's filters, each value with its product count",
    errors: [404],
  },
  product: {
    operationId: 'getProduct',
    summary: 'Get a product by id or slug',
    tag: 'catalog',
    access: 'optionalCustomer',
    method: 'GET',
    path: paths.product,
    params: z.extend(brandParams, { id: s.idOrSlugSchema }),
    response: s.productDetailResponseSchema,
    responseName: 'ProductDetailResponse',
    responseDescription: 'The product with its media, options and attributes',
    errors: [404],
  },
  related: {
    operationId: 'getRelatedProducts',
    summary: "A product's related pieces: the owner's picks, else the nearest in price",
    description:
      "The owner's picks that are on sale and in stock, in the owner's order; when none is, the " +
      'products of the same category or collection nearest in price that are in stock. At most ' +
      'RELATED_PRODUCTS_MAX; never the product itself.',
    tag: 'catalog',
    access: 'optionalCustomer',
    method: 'GET',
    path: relatedProductsPath,
    params: z.extend(brandParams, { id: s.idOrSlugSchema }),
    response: s.relatedProductsResponseSchema,
    responseName: 'RelatedProductsResponse',
    responseDescription: 'The related pieces, in their order, and where they come from',
    errors: [404],
  },
} as const satisfies Record<string, Endpoint>;
