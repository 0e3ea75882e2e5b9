import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { GroupKind } from '@aurelle/contract';
import { inTurn, type Db } from '../../db/client.ts';
import {
  attributes,
  attributeValues,
  categories,
  collections,
  productAttributeValues,
  products,
  type LocalizedText,
} from '../../db/schema/index.ts';

const TABLES = { categories, collections } as const;
const PRODUCT_COLUMN = { categories: 'category_id', collections: 'collection_id' } as const;

export type GroupWrite = { slug: string; name: LocalizedText; description: LocalizedText };

/**
 * Categories and collections (the shop's two groupings, the same shape) and the filters with their
 * values: reads with how many products use each, writes, and new orders.
 */
export function createGroupsRepository(db: Db) {
  return {
    async groups(kind: GroupKind, tx: Db = db) {
      const table = TABLES[kind];
      const rows = await tx
        .select({
          id: table.id,
          slug: table.slug,
          name: table.name,
          description: table.description,
          position: table.position,
          products: sql<number>`(select count(*)::int from products p where p.${sql.raw(PRODUCT_COLUMN[kind])} = ${sql.raw(`"${kind}".id`)})`,
        })
        .from(table)
        .orderBy(asc(table.position), asc(table.createdAt));
      return rows;
    },

    async slugTaken(tx: Db, kind: GroupKind, slug: string, except: string | null) {
      const table = TABLES[kind];
      const rows = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.slug, slug), except ? ne(table.id, except) : undefined));
      return rows.length > 0;
    },

    async insertGroup(tx: Db, kind: GroupKind, row: GroupWrite): Promise<string> {
      const table = TABLES[kind];
      const [created] = await tx
        .insert(table)
        .values({
          ...row,
          position: sql`(select coalesce(max(position), -1) + 1 from ${table})`,
        })
        .returning({ id: table.id });
      if (!created) throw new Error('group not inserted');
      return created.id;
    },

    async updateGroup(tx: Db, kind: GroupKind, id: string, row: GroupWrite): Promise<boolean> {
      const table = TABLES[kind];
      const rows = await tx
        .update(table)
        .set(row)
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    async deleteGroup(tx: Db, kind: GroupKind, id: string): Promise<void> {
      const table = TABLES[kind];
      await tx.delete(table).where(eq(table.id, id));
    },

    /** Product ids in a group: their search text names it. */
    async productsIn(tx: Db, kind: GroupKind, id: string): Promise<string[]> {
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(kind === 'categories' ? products.categoryId : products.collectionId, id));
      return rows.map((row) => row.id);
    },

    async reorderGroups(tx: Db, kind: GroupKind, ids: readonly string[]): Promise<void> {
      const table = TABLES[kind];
      for (const [position, id] of ids.entries())
        await tx.update(table).set({ position }).where(eq(table.id, id));
    },

    async attributes(tx: Db = db) {
      const [heads, values] = await inTurn([
        tx.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.code)),
        tx
          .select({
            id: attributeValues.id,
            attributeId: attributeValues.attributeId,
            value: attributeValues.value,
            label: attributeValues.label,
            position: attributeValues.position,
            products: sql<number>`(select count(*)::int from product_attribute_values pav where pav.attribute_value_id = ${attributeValues.id})`,
          })
          .from(attributeValues)
          .orderBy(asc(attributeValues.position), asc(attributeValues.value)),
      ]);
      return heads.map((head) => ({
        ...head,
        values: values.filter((value) => value.attributeId === head.id),
      }));
    },

    async attributeCodeTaken(tx: Db, code: string, except: string | null) {
      const rows = await tx
        .select({ id: attributes.id })
        .from(attributes)
        .where(and(eq(attributes.code, code), except ? ne(attributes.id, except) : undefined));
      return rows.length > 0;
    },

    async insertAttribute(tx: Db, row: { code: string; name: LocalizedText }): Promise<string> {
      const [created] = await tx
        .insert(attributes)
        .values({
          ...row,
          position: sql`(select coalesce(max(position), -1) + 1 from ${attributes})`,
        })
        .returning({ id: attributes.id });
      if (!created) throw new Error('attribute not inserted');
      return created.id;
    },

    async updateAttribute(tx: Db, id: string, row: { code: string; name: LocalizedText }) {
      const rows = await tx
        .update(attributes)
        .set(row)
        .where(eq(attributes.id, id))
        .returning({ id: attributes.id });
      return rows.length > 0;
    },

    async deleteAttribute(tx: Db, id: string): Promise<void> {
      await tx.delete(attributes).where(eq(attributes.id, id));
    },

    async reorderAttributes(tx: Db, ids: readonly string[]): Promise<void> {
      for (const [position, id] of ids.entries())
        await tx.update(attributes).set({ position }).where(eq(attributes.id, id));
    },

    async valueTaken(tx: Db, attributeId: string, value: string, except: string | null) {
      const rows = await tx
        .select({ id: attributeValues.id })
        .from(attributeValues)
        .where(
          and(
            eq(attributeValues.attributeId, attributeId),
            eq(attributeValues.value, value),
            except ? ne(attributeValues.id, except) : undefined,
          ),
        );
      return rows.length > 0;
    },

    async insertValue(tx: Db, attributeId: string, row: { value: string; label: LocalizedText }) {
      await tx.insert(attributeValues).values({
        attributeId,
        ...row,
        position: sql`(select coalesce(max(position), -1) + 1 from ${attributeValues} where attribute_id = ${attributeId})`,
      });
    },

    async updateValue(
      tx: Db,
      attributeId: string,
      id: string,
      row: { value: string; label: LocalizedText },
    ) {
      const rows = await tx
        .update(attributeValues)
        .set(row)
        .where(and(eq(attributeValues.id, id), eq(attributeValues.attributeId, attributeId)))
        .returning({ id: attributeValues.id });
      return rows.length > 0;
    },

    async deleteValue(tx: Db, id: string): Promise<void> {
      await tx.delete(attributeValues).where(eq(attributeValues.id, id));
    },

    async reorderValues(tx: Db, ids: readonly string[]): Promise<void> {
      for (const [position, id] of ids.entries())
        await tx.update(attributeValues).set({ position }).where(eq(attributeValues.id, id));
    },

    /** Products that carry any of the values: their search text names the values' labels. */
    async productsWithValues(tx: Db, valueIds: readonly string[]): Promise<string[]> {
      if (valueIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ id: productAttributeValues.productId })
        .from(productAttributeValues)
        .where(inArray(productAttributeValues.attributeValueId, [...valueIds]));
      return rows.map((row) => row.id);
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
