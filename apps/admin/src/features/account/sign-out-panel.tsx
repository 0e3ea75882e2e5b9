import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { texts } from './texts.ts';

const t = texts.account;

/** Sign out here, or everywhere after saying what that does. */
export function SignOutPanel() {
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOut();
  const everywhere = useSignOut({ everywhere: true });
  return (
    <>
      <p className={formStyles.text}>{t.sessionsHint}</p>
      {signOut.isError && <Alert>{signOut.error.message}</Alert>}
      <div className={formStyles.actions}>
        <Button pending={signOut.isPending} onClick={() => signOut.mutate()}>
          {t.signOut}
        </Button>
        <ConfirmDialog
          trigger={<Button variant="danger">{t.signOutEverywhere}</Button>}
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) everywhere.reset();
          }}
          title={t.signOutEverywhereTitle}
          body={t.signOutEverywhereBody}
          confirmLabel={t.signOutEverywhere}
          pending={everywhere.isPending}
          error={everywhere.error?.message}
          onConfirm={() => everywhere.mutate()}
        />
      </div>
    </>
  );
}
