/** Attribute filters as the list call's body takes them: attribute name → selected values. */
export type FilterSelection = Record<string, string[]>;

const HEX_PAIR = /^[0-9A-Fa-f]{2}/;

/** encodeURIComponent, plus the first character escaped when it could pass for an escape's digits. */
function encodeValue(value: string): string {
  const encoded = encodeURIComponent(value);
  if (!HEX_PAIR.test(encoded)) return encoded;
  return `%${encoded.charCodeAt(0).toString(16).toUpperCase()}${encoded.slice(1)}`;
}

/**
 * Spec §2: the URL value of one attribute is its selected values, each URL-encoded, joined by `%`.
 * A `%` followed by two hex digits is an escape, any other `%` the separator.
 */
export function encodeFilterValues(values: readonly string[]): string {
  return [...new Set(values)].filter(Boolean).map(encodeValue).join('%');
}

/** The inverse of `encodeFilterValues`; malformed parts are skipped, never thrown. */
export function decodeFilterValues(raw: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw.charAt(index);
    if (char === '%' && HEX_PAIR.test(raw.slice(index + 1, index + 3))) {
      current += raw.slice(index, index + 3);
      index += 2;
    } else if (char === '%') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.flatMap((part) => {
    try {
      const value = decodeURIComponent(part);
      return value ? [value] : [];
    } catch {
      return [];
    }
  });
}
