/**
 * A page path's segments, each decoded (a segment that is not valid percent-encoding is kept as
 * sent): `/shop/bagues%20fines` → `['shop', 'bagues fines']`. The page shell and the SEO heads
 * read the app's routes from them.
 */
export function pageSegments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
