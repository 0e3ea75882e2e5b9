import * as z from 'zod/mini';

/**
 * boot.tsx imports this on its own, before the first screen. Every screen validates API responses
 * with zod (through the contract), so the chunk that holds zod is shared by all of them; importing
 * it here evaluates that chunk in a task of its own instead of inside the first screen's. Only
 * `z.object` is named, so the build keeps no more of zod/mini than the screens use (decision 0021 §5).
 */
export const zodLoaded = typeof z.object === 'function';
