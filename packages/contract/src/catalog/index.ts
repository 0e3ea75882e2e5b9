export * from './catalog.schema.ts';
export * from './catalog.endpoints.ts';
export * from './media.ts';
export * from './pictures.ts';
export * from './catalog.paths.ts';
export * from './catalog.calls.ts';
