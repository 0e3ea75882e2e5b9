import type { AuditEntry } from '@aurelle/contract';
import { texts } from './texts.ts';

function show(value: unknown): string {
  if (value === undefined || value === null) return texts.audit.none;
  if (typeof value === 'boolean') return value ? texts.audit.yes : texts.audit.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** An entry's changed fields, one line each: "role: manager → fulfilment"; a new value alone. */
export function describeChanges(changes: AuditEntry['changes']): string[] {
  return Object.entries(changes).map(([field, { before, after }]) =>
    before === undefined
      ? `${field}: ${show(after)}`
      : `${field}: ${show(before)} → ${show(after)}`,
  );
}
