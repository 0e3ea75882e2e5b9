import { AUDIT_ENTITY_TYPES } from '@aurelle/contract';
import { Button } from '../../components/ui/button.tsx';
import { DateRangeFields } from '../../components/ui/date-range-fields.tsx';
import { SelectField, type SelectOption } from '../../components/ui/select-field.tsx';
import { NO_FILTERS, type AuditFilters as Filters } from './api.ts';
import styles from './audit.module.css';
import { texts } from './texts.ts';

/** A select's "no filter" (Radix Select takes no empty value). */
const ANY = '*';

const entityOptions: SelectOption[] = [
  { value: ANY, label: texts.audit.anyEntity },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: texts.entityTypes[type] })),
];

type Props = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The staff to pick from; none when the role cannot read the staff list. */
  people?: readonly { id: string; name: string; email: string }[];
};

/** Who, what and when: each change applies at once. */
export function AuditFilters({ filters, onChange, people }: Props) {
  const set = (field: keyof Filters) => (value: string) =>
    onChange({ ...filters, [field]: value === ANY ? '' : value });
  const personOptions: SelectOption[] = [
    { value: ANY, label: texts.audit.anyone },
    ...(people ?? []).map((person) => ({
      value: person.id,
      label: `${person.name} (${person.email})`,
    })),
  ];
  const filtering = Object.values(filters).some(Boolean);
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{texts.audit.filters}</legend>
      {people && (
        <SelectField
          label={texts.audit.person}
          value={filters.staffId || ANY}
          onValueChange={set('staffId')}
          options={personOptions}
        />
      )}
      <SelectField
        label={texts.audit.entityType}
        value={filters.entityType || ANY}
        onValueChange={set('entityType')}
        options={entityOptions}
      />
      <DateRangeFields
        labels={{ from: texts.audit.from, to: texts.audit.to }}
        value={{ from: filters.from, to: filters.to }}
        onChange={(range) => onChange({ ...filters, ...range })}
      />
      <div className={styles.clear}>
        <Button disabled={!filtering} onClick={() => onChange(NO_FILTERS)}>
          {texts.audit.clear}
        </Button>
      </div>
    </fieldset>
  );
}
