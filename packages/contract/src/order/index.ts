export * from './order.schema.ts';
export * from './order.endpoints.ts';
