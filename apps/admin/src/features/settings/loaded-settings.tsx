import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/**
 * A section's settings once they have come: a skeleton line while they load, the server's
 * message if they cannot.
 */
export function LoadedSettings<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, Error>;
  children: (settings: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton width="60%" height="2.5rem" />;
  if (query.isError) return <Alert>{query.error.message}</Alert>;
  return children(query.data);
}
