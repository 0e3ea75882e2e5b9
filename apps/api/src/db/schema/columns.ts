import { timestamp, uuid, type ReferenceConfig } from 'drizzle-orm/pg-core';

// Column definitions many tables share; each table's key names the column (snake_case in SQL).

/** A random uuid primary key. */
export const uuidPrimaryKey = () => uuid().primaryKey().defaultRandom();

/** A required uuid naming a row of another table (`onDelete: 'cascade'`: removed with it). */
export const foreignId = (ref: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  uuid().notNull().references(ref, actions);

/** A time with its zone, set to the moment the row is written unless given. */
export const timestampNow = () => timestamp({ withTimezone: true }).notNull().defaultNow();
