export * from './order.schema.ts';
export * from './order.endpoints.ts';
export * from './order-address.ts';
export * from './cash-cap.ts';
export * from './line-options.ts';
