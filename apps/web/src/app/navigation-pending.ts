import { createContext, use } from 'react';

/** Set by AppRouter (router.tsx) while a navigation renders in its transition. */
export const NavigationPending = createContext(false);

/** Whether a navigation is under way: its screen (or data it suspends on) is still loading. */
export const useNavigationPending = () => use(NavigationPending);
