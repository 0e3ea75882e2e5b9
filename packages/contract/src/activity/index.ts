export * from './activity.schema.ts';
export * from './activity.paths.ts';
