/**
 * Where the recently-viewed calls live, apart from their schemas (activity.schema.ts): a product
 * page records its view at once, and needs the paths, not the schemas (docs/decisions/0049 §4).
 */
export const activityPaths = {
  add: '/activity/recently-viewed/add',
  list: '/activity/recently-viewed/:sessionId',
} as const;
