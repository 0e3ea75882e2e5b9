export * from './currencies.ts';
export * from './money.ts';
