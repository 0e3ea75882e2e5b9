export * from './wishlist.schema.ts';
export * from './wishlist.endpoints.ts';
export * from './wishlist.paths.ts';
