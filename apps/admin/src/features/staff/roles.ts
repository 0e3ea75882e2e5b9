import { STAFF_ROLES } from '@aurelle/contract';
import type { SelectOption } from '../../components/ui/select-field.tsx';
import { texts } from './texts.ts';

/** Each role, with the line that says what it may do. */
export const roleOptions: readonly SelectOption[] = STAFF_ROLES.map((role) => ({
  value: role,
  label: texts.roles[role],
  description: texts.roleDescriptions[role],
}));

/** Role options without their lines, for a compact select in a table row. */
export const roleLabels: readonly SelectOption[] = STAFF_ROLES.map((role) => ({
  value: role,
  label: texts.roles[role],
}));
