export * from './content.schema.ts';
export * from './content.endpoints.ts';
