import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A Standard Schema that loads the real (zod) schema on first use. RTK Query awaits `validate`,
 * so the builds that check responses (development and tests, lib/api.ts) still check them while
 * zod stays out of the shop's first JavaScript (docs/decisions/0004-web-bundle.md, 0050).
 */
function loadOnFirstUse<Input, Output>(
  load: () => Promise<StandardSchemaV1<Input, Output>>,
): StandardSchemaV1<Input, Output> {
  let loaded: Promise<StandardSchemaV1<Input, Output>> | undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'aurelle-lazy',
      validate: async (value) => {
        loaded ??= load();
        return (await loaded)['~standard'].validate(value);
      },
    },
  };
}

/**
 * In the shop as built, no schema at all: responses are not checked there (lib/api.ts), so no
 * endpoint builds a wrapper for a schema it will never load.
 */
export const lazySchema: <Input, Output>(
  load: () => Promise<StandardSchemaV1<Input, Output>>,
) => StandardSchemaV1<Input, Output> | undefined = import.meta.env.DEV
  ? loadOnFirstUse
  : () => undefined;
