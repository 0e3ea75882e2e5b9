import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';
import { texts } from '../../texts.ts';
import styles from './security-settings.module.css';

const t = texts.settings;

/** "Require two-factor sign-in for every role": saved as soon as it is switched. */
export function SecuritySettings({ canWrite }: { canWrite: boolean }) {
  const id = useId();
  const settings = useApiQuery('securitySettings', {});
  const [saved, setSaved] = useState(false);
  const update = useApiMutation('updateSecuritySettings', {
    invalidates: ['securitySettings'],
    onSuccess: () => setSaved(true),
  });
  if (settings.isPending) return <Skeleton width="60%" height="1.5rem" />;
  if (settings.isError) return <Alert>{settings.error.message}</Alert>;
  const checked = update.isPending
    ? update.variables.body.requireTwoFactor
    : settings.data.requireTwoFactor;
  return (
    <div className={styles.setting}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {t.requireTwoFactor}
        </label>
        <Switch.Root
          id={id}
          className={styles.switch}
          checked={checked}
          disabled={!canWrite || update.isPending}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(requireTwoFactor) => {
            setSaved(false);
            update.mutate({ body: { requireTwoFactor } });
          }}
        >
          <Switch.Thumb className={styles.thumb} />
        </Switch.Root>
        <span className={styles.state} aria-hidden="true">
          {checked ? texts.staff.on : texts.staff.off}
        </span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t.requireTwoFactorHint} {!canWrite && t.readOnly}
      </p>
      {update.isError && <Alert>{update.error.message}</Alert>}
      <Notice>{saved ? t.saved : ''}</Notice>
    </div>
  );
}
