/**
 * The paths of contentEndpoints (packages/contract), copied so the entry chunk does not import
 * the endpoint table and its zod schemas; content-paths.test.ts keeps them equal.
 */
export const contentPaths = {
  block: '/setting/store-customization/:blockName',
  settings: '/setting/global/all',
} as const;
