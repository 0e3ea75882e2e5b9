export * from './seller.schema.ts';
export * from './seller.endpoints.ts';
export * from './seller.paths.ts';
export * from './seller.calls.ts';
