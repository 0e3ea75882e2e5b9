import { useSearchParams } from 'react-router';

/** The `?page=` of a product list, 1 when absent or not a positive whole number. */
export function usePageNumber(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
