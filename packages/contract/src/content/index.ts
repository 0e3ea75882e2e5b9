export * from './content.schema.ts';
export * from './in-focus.schema.ts';
export * from './content.endpoints.ts';
export * from './in-focus.endpoints.ts';
export * from './content.paths.ts';
export * from './content.calls.ts';
export * from './preview.ts';
