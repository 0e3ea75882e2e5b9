import type { Permission, SessionStage } from '@aurelle/contract';
import { adminMessages } from '@aurelle/contract';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Page } from '../components/ui/page.tsx';
import { paths } from '../config/paths.ts';
import { messageOf } from '../lib/api.ts';
import { can, pathOfStage, SessionContext, useSession, useStaffSession } from '../lib/session.ts';
import { texts } from '../texts.ts';
import styles from './guards.module.css';

export function Waiting() {
  return (
    <div role="status" className={styles.waiting}>
      {texts.app.loading}
    </div>
  );
}

/**
 * Renders its screens only for a session at one of `stages`; sends any other to where its stage
 * belongs (no session: sign-in, remembering where the person was going).
 */
export function RequireStage({
  stages,
  children = <Outlet />,
}: {
  stages: readonly SessionStage[];
  children?: ReactNode;
}) {
  const { data: session, error, refetch, isFetching } = useSession();
  const location = useLocation();
  if (session === undefined) {
    if (!error) return <Waiting />;
    return (
      <div className={styles.failed}>
        <Alert>{messageOf(error)}</Alert>
        <Button pending={isFetching} onClick={() => void refetch()}>
          {texts.errors.retry}
        </Button>
      </div>
    );
  }
  if (session === null) return <Navigate to={paths.signIn} replace state={{ from: location }} />;
  if (!stages.includes(session.stage)) return <Navigate to={pathOfStage(session.stage)} replace />;
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** A screen only some roles may open; the others see why, not an empty page. */
export function RequirePermission({ permission }: { permission: Permission }) {
  const session = useStaffSession();
  if (can(session, permission)) return <Outlet />;
  return (
    <Page title={texts.notAllowed.title}>
      <p>{adminMessages.forbidden}</p>
    </Page>
  );
}
