import { useCallback, useMemo, useState } from 'react';

type Problems<K extends string> = Partial<Record<K, string | undefined>>;

/**
 * A small form state for spec §5 text inputs: every field validated on change and on blur, its
 * error shown once touched (left once, as Formik counts it), all fields touched on submit. Server field errors are shown on their
 * fields until the field is edited.
 */
export function useFieldForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => Problems<K>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [server, setServer] = useState<Problems<K>>({});
  const checked = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(() => ({ ...checked, ...server }), [checked, server]);

  const set = useCallback((name: K, value: string, also?: Partial<Record<K, string>>) => {
    setValues((current) => ({ ...current, ...also, [name]: value }));
    setServer((current) => {
      const next = { ...current };
      delete next[name];
      for (const other of Object.keys(also ?? {}) as K[]) delete next[other];
      return next;
    });
  }, []);
  const blur = useCallback(
    (name: K) => setTouched((current) => ({ ...current, [name]: true })),
    [],
  );

  /** Marks every field touched; true when nothing is wrong. */
  const touchAll = useCallback(() => {
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<K, boolean>);
    return Object.values(checked).every((problem) => !problem);
  }, [checked, values]);

  /** Shows the server's verdicts on their fields (touched, so they are seen). */
  const showServerErrors = useCallback((problems: Problems<K>) => {
    setServer(problems);
    setTouched((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(problems).map((k) => [k, true])),
    }));
  }, []);

  const field = (name: K) => ({
    value: values[name],
    error: errors[name],
    touched: Boolean(touched[name]),
  });

  return { values, errors, touched, set, blur, touchAll, showServerErrors, field, setValues };
}
