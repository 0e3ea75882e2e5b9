export * from './permissions.ts';
export * from './staff.schema.ts';
export * from './audit.schema.ts';
export * from './dashboard.schema.ts';
export * from './admin.endpoints.ts';
export * from './stock.schema.ts';
export * from './catalog.schema.ts';
export * from './catalog-csv.schema.ts';
