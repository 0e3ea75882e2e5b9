export * from './location.schema.ts';
