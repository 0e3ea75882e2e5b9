import type * as z from 'zod/mini';
import {
  type attributeBodySchema,
  type attributeValueBodySchema,
  catalogMessages,
  type groupBodySchema,
  slugify,
  type Attribute,
  type Group,
  type GroupKind,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema/index.ts';
import { AppError, fieldConflict, notFound } from '../../lib/errors.ts';
import { changesBetween, type Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import { refreshSearchText } from '../search/search-text.repository.ts';
import type { GroupsRepository } from './groups.repository.ts';

type Deps = BackOfficeDeps<GroupsRepository>;
type GroupInput = z.output<typeof groupBodySchema>;
type AttributeInput = z.output<typeof attributeBodySchema>;
type ValueInput = z.output<typeof attributeValueBodySchema>;

const ENTITY = { categories: 'category', collections: 'collection' } as const;
const stored = (text: { en: string; fr: string }): LocalizedText => ({
  en: text.en,
  ...(text.fr ? { fr: text.fr } : {}),
});
const shown = (text: LocalizedText) => ({ en: text.en, fr: text.fr ?? '' });

/** The same ids as the list, each once: a new order of the whole list, nothing else. */
function sameIds(current: readonly { id: string }[], ids: readonly string[]) {
  const known = new Set(current.map((row) => row.id));
  if (
    ids.length !== known.size ||
    new Set(ids).size !== ids.length ||
    ids.some((id) => !known.has(id))
  )
    throw new AppError(409, catalogMessages.reorderMismatch);
}

/**
 * Categories, collections and the shop's filters in the back office. Every write is one
 * transaction with the search text of the products it renames, the catalogue's version and its
 * audit row; one still used by a product is not deleted.
 */
export function createGroupsService({ db, repo, audit, clock }: Deps) {
  const record = auditRecorder({ audit, clock });

  const groupView = (row: Awaited<ReturnType<GroupsRepository['groups']>>[number]): Group => ({
    ...row,
    name: shown(row.name),
    description: shown(row.description),
  });

  async function findGroup(tx: Db, kind: GroupKind, id: string) {
    const found = (await repo.groups(kind, tx)).find((row) => row.id === id);
    if (!found) throw notFound(catalogMessages.groupNotFound);
    return found;
  }

  async function groupSlug(tx: Db, kind: GroupKind, input: GroupInput, except: string | null) {
    const slug = input.slug || slugify(input.name.en);
    if (!slug)
      throw new AppError(400, catalogMessages.slugInvalid, { slug: catalogMessages.slugInvalid });
    if (await repo.slugTaken(tx, kind, slug, except))
      throw fieldConflict('slug', catalogMessages.groupSlugTaken);
    return slug;
  }

  const attributesView = async (tx: Db): Promise<Attribute[]> =>
    (await repo.attributes(tx)).map((head) => ({
      id: head.id,
      code: head.code,
      name: shown(head.name),
      position: head.position,
      values: head.values.map((value) => ({
        id: value.id,
        value: value.value,
        label: shown(value.label),
        position: value.position,
        products: value.products,
      })),
    }));

  async function findAttribute(tx: Db, id: string) {
    const found = (await attributesView(tx)).find((head) => head.id === id);
    if (!found) throw notFound(catalogMessages.groupNotFound);
    return found;
  }

  /** After a catalogue write: the renamed products' search text (the catalogue's version moves by trigger). */
  async function published(tx: Db, productIds: readonly string[]) {
    if (productIds.length) await refreshSearchText(tx, productIds);
  }

  return {
    listGroups: async (kind: GroupKind) => ({ items: (await repo.groups(kind)).map(groupView) }),

    createGroup: (actor: Actor, kind: GroupKind, input: GroupInput): Promise<Group> =>
      db.transaction(async (tx) => {
        const slug = await groupSlug(tx, kind, input, null);
        const id = await repo.insertGroup(tx, kind, {
          slug,
          name: stored(input.name),
          description: stored(input.description),
        });
        await published(tx, []);
        const created = groupView(await findGroup(tx, kind, id));
        await record(tx, actor, {
          action: `${ENTITY[kind]}.created`,
          entityType: ENTITY[kind],
          entityId: id,
          changes: changesBetween(
            {},
            { slug, name: created.name, description: created.description },
          ),
        });
        return created;
      }),

    updateGroup: (actor: Actor, kind: GroupKind, id: string, input: GroupInput): Promise<Group> =>
      db.transaction(async (tx) => {
        const before = groupView(await findGroup(tx, kind, id));
        const slug = await groupSlug(tx, kind, input, id);
        await repo.updateGroup(tx, kind, id, {
          slug,
          name: stored(input.name),
          description: stored(input.description),
        });
        await published(tx, await repo.productsIn(tx, kind, id));
        const after = groupView(await findGroup(tx, kind, id));
        const pick = ({ slug, name, description }: Group) => ({ slug, name, description });
        await record(tx, actor, {
          action: `${ENTITY[kind]}.updated`,
          entityType: ENTITY[kind],
          entityId: id,
          changes: changesBetween(pick(before), pick(after)),
        });
        return after;
      }),

    deleteGroup: (actor: Actor, kind: GroupKind, id: string) =>
      db.transaction(async (tx) => {
        const before = await findGroup(tx, kind, id);
        if (before.products > 0) throw new AppError(409, catalogMessages.groupInUse);
        await repo.deleteGroup(tx, kind, id);
        await published(tx, []);
        await record(tx, actor, {
          action: `${ENTITY[kind]}.deleted`,
          entityType: ENTITY[kind],
          entityId: id,
          changes: { slug: { before: before.slug } },
        });
        return { ok: true as const };
      }),

    reorderGroups: (actor: Actor, kind: GroupKind, ids: readonly string[]) =>
      db.transaction(async (tx) => {
        const before = await repo.groups(kind, tx);
        sameIds(before, ids);
        await repo.reorderGroups(tx, kind, ids);
        await published(tx, []);
        await record(tx, actor, {
          action: `${ENTITY[kind]}.reordered`,
          entityType: ENTITY[kind],
          changes: { order: { before: before.map((row) => row.slug), after: ids } },
        });
        return { items: (await repo.groups(kind, tx)).map(groupView) };
      }),

    listAttributes: async () => ({ items: await attributesView(db) }),

    createAttribute: (actor: Actor, input: AttributeInput): Promise<Attribute> =>
      db.transaction(async (tx) => {
        if (await repo.attributeCodeTaken(tx, input.code, null))
          throw fieldConflict('code', catalogMessages.attributeCodeTaken);
        const id = await repo.insertAttribute(tx, { code: input.code, name: stored(input.name) });
        await published(tx, []);
        await record(tx, actor, {
          action: 'attribute.created',
          entityType: 'attribute',
          entityId: id,
          changes: changesBetween({}, { code: input.code, name: input.name }),
        });
        return findAttribute(tx, id);
      }),

    updateAttribute: (actor: Actor, id: string, input: AttributeInput): Promise<Attribute> =>
      db.transaction(async (tx) => {
        const before = await findAttribute(tx, id);
        if (await repo.attributeCodeTaken(tx, input.code, id))
          throw fieldConflict('code', catalogMessages.attributeCodeTaken);
        await repo.updateAttribute(tx, id, { code: input.code, name: stored(input.name) });
        await published(tx, []);
        await record(tx, actor, {
          action: 'attribute.updated',
          entityType: 'attribute',
          entityId: id,
          changes: changesBetween(
            { code: before.code, name: before.name },
            { code: input.code, name: input.name },
          ),
        });
        return findAttribute(tx, id);
      }),

    deleteAttribute: (actor: Actor, id: string) =>
      db.transaction(async (tx) => {
        const before = await findAttribute(tx, id);
        if (before.values.some((value) => value.products > 0))
          throw new AppError(409, catalogMessages.groupInUse);
        await repo.deleteAttribute(tx, id);
        await published(tx, []);
        await record(tx, actor, {
          action: 'attribute.deleted',
          entityType: 'attribute',
          entityId: id,
          changes: { code: { before: before.code } },
        });
        return { ok: true as const };
      }),

    reorderAttributes: (actor: Actor, ids: readonly string[]) =>
      db.transaction(async (tx) => {
        const before = await attributesView(tx);
        sameIds(before, ids);
        await repo.reorderAttributes(tx, ids);
        await published(tx, []);
        await record(tx, actor, {
          action: 'attribute.reordered',
          entityType: 'attribute',
          changes: { order: { before: before.map((row) => row.code), after: ids } },
        });
        return { items: await attributesView(tx) };
      }),

    createValue: (actor: Actor, id: string, input: ValueInput): Promise<Attribute> =>
      db.transaction(async (tx) => {
        await findAttribute(tx, id);
        if (await repo.valueTaken(tx, id, input.value, null))
          throw fieldConflict('value', catalogMessages.attributeValueTaken);
        await repo.insertValue(tx, id, { value: input.value, label: stored(input.label) });
        await published(tx, []);
        await record(tx, actor, {
          action: 'attribute.updated',
          entityType: 'attribute',
          entityId: id,
          changes: { value: { after: input.value }, label: { after: input.label } },
        });
        return findAttribute(tx, id);
      }),

    updateValue: (actor: Actor, id: string, valueId: string, input: ValueInput) =>
      db.transaction(async (tx) => {
        const before = (await findAttribute(tx, id)).values.find((value) => value.id === valueId);
        if (!before) throw notFound(catalogMessages.groupNotFound);
        if (await repo.valueTaken(tx, id, input.value, valueId))
          throw fieldConflict('value', catalogMessages.attributeValueTaken);
        await repo.updateValue(tx, id, valueId, { value: input.value, label: stored(input.label) });
        await published(tx, await repo.productsWithValues(tx, [valueId]));
        await record(tx, actor, {
          action: 'attribute.updated',
          entityType: 'attribute',
          entityId: id,
          changes: changesBetween(
            { value: before.value, label: before.label },
            { value: input.value, label: input.label },
          ),
        });
        return findAttribute(tx, id);
      }),

    deleteValue: (actor: Actor, id: string, valueId: string) =>
      db.transaction(async (tx) => {
        const before = (await findAttribute(tx, id)).values.find((value) => value.id === valueId);
        if (!before) throw notFound(catalogMessages.groupNotFound);
        if (before.products > 0) throw new AppError(409, catalogMessages.groupInUse);
        await repo.deleteValue(tx, valueId);
        await published(tx, []);
        await record(tx, actor, {
          action: 'attribute.updated',
          entityType: 'attribute',
          entityId: id,
          changes: { value: { before: before.value } },
        });
        return findAttribute(tx, id);
      }),

    reorderValues: (actor: Actor, id: string, ids: readonly string[]) =>
      db.transaction(async (tx) => {
        const before = await findAttribute(tx, id);
        sameIds(before.values, ids);
        await repo.reorderValues(tx, ids);
        await published(tx, []);
        await record(tx, actor, {
          action: 'attribute.reordered',
          entityType: 'attribute',
          entityId: id,
          changes: { order: { before: before.values.map((value) => value.value), after: ids } },
        });
        return findAttribute(tx, id);
      }),
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
