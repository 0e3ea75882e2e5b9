export * from './address.schema.ts';
export * from './address.endpoints.ts';
