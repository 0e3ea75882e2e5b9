export * from './cookies.ts';
