export * from './activity.schema.ts';
