import { CONFIG_META_NAME, DEFAULT_LAUNCH_AT, type RuntimeConfig } from '@aurelle/contract';

const DEMO_API_KEY = 'aurelle-demo-storefront-key';

export type { RuntimeConfig };

const DEFAULTS = {
  brandName: 'Aurelle',
  brandSlug: 'aurelle',
  apiKey: DEMO_API_KEY,
  launchAt: DEFAULT_LAUNCH_AT,
  checkoutScript: '/api/payment/sandbox/checkout.js',
} as const;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Each field's rule; checked by hand so zod stays out of the entry chunk (ADR 0049 §4). */
const RULES: Record<keyof RuntimeConfig, (value: string) => boolean> = {
  brandName: () => true,
  brandSlug: (value) => /^[a-z0-9-]+$/.test(value),
  apiKey: () => true,
  launchAt: (value) => !Number.isNaN(Date.parse(value)),
  // Our own sandbox, or the provider's script over https (the CSP allows no other host).
  checkoutScript: (value) => value.startsWith('/api/') || value.startsWith('https://'),
};

function validate(raw: unknown): Partial<RuntimeConfig> | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const config: Partial<RuntimeConfig> = {};
  for (const key of Object.keys(RULES) as (keyof RuntimeConfig)[]) {
    const value = (raw as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (!nonEmpty(value) || !RULES[key](value)) return null;
    config[key] = value;
  }
  return config;
}

function readMetaConfig(): unknown {
  if (typeof document === 'undefined') return {};
  const content = document
    .querySelector(`meta[name="${CONFIG_META_NAME}"]`)
    ?.getAttribute('content');
  if (!content) return {};
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return {};
  }
}

/** Parses the meta tag; a bad or missing tag (dev server, tests) falls back to the demo defaults. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = validate(raw);
  if (!parsed) console.warn('aurelle-config meta tag is invalid; using defaults.');
  return { ...DEFAULTS, ...parsed };
}

export const env: RuntimeConfig & { isDev: boolean } = {
  ...parseRuntimeConfig(readMetaConfig()),
  isDev: import.meta.env.DEV,
};
