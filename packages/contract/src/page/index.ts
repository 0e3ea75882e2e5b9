export * from './cookies.ts';
export * from './ids.ts';
export * from './config.ts';
export * from './first-paint.ts';
export * from './first-screen.ts';
export * from './query-call.ts';
export * from './routes.ts';
export * from './json-ld.ts';
