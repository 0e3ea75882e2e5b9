import { useEffect, useRef, useState } from 'react';
import { TextField } from './text-field.tsx';

/** How long typing pauses before the list is asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: `onSearch` is called once typing pauses; when `value` (the address)
 * changes by other means (Clear filters, Back, a link), the box shows it.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  /** Keep it the same function from one render to the next: a new one restarts the pause. */
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
