import { asc, eq, inArray } from 'drizzle-orm';
import { nameLineOptions, lacksOptionNames, type OrderLineOption } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { productOptions, productOptionValues } from '../../db/schema/index.ts';

/**
 * Order lines with every option value named: a line placed before names were captured takes its
 * option's name and its label from the product's options as they are now (one query, only when
 * some line needs it); a value the product no longer has stays bare.
 */
export async function withOptionNames<T extends { productId: string; variants: OrderLineOption[] }>(
  tx: Db,
  lines: readonly T[],
): Promise<T[]> {
  const unnamed = lines.filter((line) => lacksOptionNames(line.variants));
  if (unnamed.length === 0) return [...lines];
  const rows = await tx
    .select({
      productId: productOptions.productId,
      optionId: productOptions.id,
      name: productOptions.name,
      value: productOptionValues.value,
      label: productOptionValues.label,
    })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(inArray(productOptions.productId, [...new Set(unnamed.map((line) => line.productId))]))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  return lines.map((line) =>
    lacksOptionNames(line.variants)
      ? {
          ...line,
          variants: nameLineOptions(
            line.variants,
            rows.filter((row) => row.productId === line.productId),
          ),
        }
      : line,
  );
}
