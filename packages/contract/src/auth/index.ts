export * from './auth-fields.ts';
export * from './auth.schema.ts';
export * from './auth.endpoints.ts';
