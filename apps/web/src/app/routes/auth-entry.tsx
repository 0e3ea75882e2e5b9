import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { openAuth, usePanel, type AuthTab } from '../../lib/panel.ts';
import { useNavigationPending } from '../navigation-pending.ts';
import { HomeRoute } from './home.tsx';

/**
 * /login and /signup: the home page with the auth drawer open on that tab;
 * closing the drawer leaves the address as plain home.
 */
export function AuthEntry({ tab }: { tab: AuthTab }) {
  const navigate = useNavigate();
  const { open } = usePanel();
  const opened = useRef(false);
  // Closed on the way somewhere else (Explore, a link): that navigation wins.
  const leaving = useNavigationPending();

  useEffect(() => {
    openAuth(tab);
  }, [tab]);

  useEffect(() => {
    if (open === 'auth') opened.current = true;
    else if (opened.current && open === null && !leaving)
      void navigate(paths.home, { replace: true });
  }, [open, navigate, leaving]);

  return <HomeRoute />;
}
