export * from './payment.schema.ts';
export * from './payment.endpoints.ts';
