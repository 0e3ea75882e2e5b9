import { useContext, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { getStore } from './store.ts';

/**
 * RTK Query's store around a part of the shop that calls it (a drawer, a signed-in shopper's
 * header icons and hearts, a screen with a cart button): the shop's root has none, so the pages a
 * visitor starts on load none of its code (docs/decisions/0059). Inside a store already (tests
 * render everything inside one), it adds nothing.
 */
export function WithStore({ children }: { children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  return outer ? children : <Provider store={getStore()}>{children}</Provider>;
}
