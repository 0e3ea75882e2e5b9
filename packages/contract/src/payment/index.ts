export * from './payment.schema.ts';
export * from './payment.endpoints.ts';
export * from './sandbox.schema.ts';
export * from './payment.paths.ts';
