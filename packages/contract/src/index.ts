export * from './http.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './content/index.ts';
export * from './catalog/index.ts';
export * from './activity/index.ts';
export * from './location/index.ts';
export * from './page/index.ts';
