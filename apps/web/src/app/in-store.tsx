import type { ComponentType } from 'react';
import { WithStore } from './with-store.tsx';

/** A component drawn inside the store, for a lazily loaded part that calls RTK Query. */
export function inStore<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const InStore = (props: P) => (
    <WithStore>
      <Component {...props} />
    </WithStore>
  );
  InStore.displayName = `InStore(${Component.displayName ?? Component.name})`;
  return InStore;
}
