export * from './cart.schema.ts';
export * from './cart.endpoints.ts';
export * from './cart.paths.ts';
