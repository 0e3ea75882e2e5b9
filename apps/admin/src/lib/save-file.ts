import type { ApiFile } from './api.ts';

/**
 * Hands a file to the browser to save or open, under its name: a link to its bytes in memory,
 * clicked once, and let go once the browser has taken them.
 */
export function saveFile({ blob, filename }: ApiFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
