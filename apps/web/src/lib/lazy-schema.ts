import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A Standard Schema that loads the real (zod) schema on first use. RTK Query awaits `validate`,
 * so responses are still checked in every build while zod stays out of the entry chunk
 * (docs/decisions/0004-web-bundle.md).
 */
export function lazySchema<Input, Output>(
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
