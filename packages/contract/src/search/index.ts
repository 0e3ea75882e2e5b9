export * from './search.schema.ts';
export * from './search.endpoints.ts';
