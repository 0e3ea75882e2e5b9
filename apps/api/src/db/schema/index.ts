export * from './catalog.ts';
export * from './customer.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './limits.ts';
export * from './staff.ts';
export * from './media.ts';
export * from './blog.ts';
