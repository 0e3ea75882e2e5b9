import { TextField } from './text-field.tsx';

type Range = { from: string; to: string };

/**
 * A range of days: From, then To, each field bounding the other (To never before From). `error`
 * shows under To.
 */
export function DateRangeFields({
  labels,
  value,
  onChange,
  required,
  error,
}: {
  labels: { from: string; to: string };
  value: Range;
  onChange: (range: Range) => void;
  required?: boolean;
  error?: string;
}) {
  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        required={required}
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
      />
      <TextField
        label={labels.to}
        type="date"
        required={required}
        value={value.to}
        min={value.from || undefined}
        error={error}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
      />
    </>
  );
}
