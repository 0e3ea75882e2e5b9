export * from './coupon.schema.ts';
export * from './coupon.endpoints.ts';
export * from './coupon-message.ts';
export * from './coupon.paths.ts';
export * from './coupon-check.ts';
