import { DEFAULT_LAUNCH_AT } from '@aurelle/contract';
import { z } from 'zod';

const DEMO_API_KEY = 'aurelle-demo-storefront-key';

/** The runtime config the server injects as `<meta name="aurelle-config" content='{…}'>`. */
const runtimeConfigSchema = z.object({
  brandName: z.string().min(1).default('Aurelle'),
  brandSlug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('aurelle'),
  apiKey: z.string().min(1).default(DEMO_API_KEY),
  launchAt: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)))
    .default(DEFAULT_LAUNCH_AT),
  locationApiUrl: z.string().min(1).default('/api/locations'),
  locationApiKey: z.string().min(1).optional(),
});

export type RuntimeConfig = Omit<z.infer<typeof runtimeConfigSchema>, 'locationApiKey'> & {
  locationApiKey: string;
};

function readMetaConfig(): unknown {
  if (typeof document === 'undefined') return {};
  const content = document.querySelector('meta[name="aurelle-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return {};
  }
}

/** Parses the meta tag; a bad or missing tag (dev server, tests) falls back to the demo defaults. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw);
  const config = parsed.success ? parsed.data : runtimeConfigSchema.parse({});
  if (!parsed.success) console.warn('aurelle-config meta tag is invalid; using defaults.');
  return { ...config, locationApiKey: config.locationApiKey ?? config.apiKey };
}

export const env: RuntimeConfig & { isDev: boolean } = {
  ...parseRuntimeConfig(readMetaConfig()),
  isDev: import.meta.env.DEV,
};
