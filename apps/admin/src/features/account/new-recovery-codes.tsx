import { useState } from 'react';
import { CodeForm } from '../../components/code-form.tsx';
import { RecoveryCodes } from '../../components/recovery-codes.tsx';
import { Button } from '../../components/ui/button.tsx';
import formStyles from '../../components/ui/form.module.css';
import { useNewRecoveryCodes } from './api.ts';
import { texts } from './texts.ts';

const t = texts.account;

/** New recovery codes for a current authenticator code; shown once, until "I have saved them". */
export function NewRecoveryCodes() {
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const renew = useNewRecoveryCodes();
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onSaved={() => {
          setCodes(null);
          setAsking(false);
        }}
      />
    );
  }
  if (!asking) {
    return (
      <div>
        <Button onClick={() => setAsking(true)}>{t.newCodes}</Button>
      </div>
    );
  }
  return (
    <>
      <p className={formStyles.text}>{t.newCodesIntro}</p>
      <CodeForm
        label={t.code}
        submitLabel={t.newCodesSubmit}
        pendingLabel={texts.form.saving}
        submit={async (body) => setCodes((await renew.mutateAsync({ body })).recoveryCodes)}
      >
        <Button variant="quiet" onClick={() => setAsking(false)}>
          {texts.dialog.cancel}
        </Button>
      </CodeForm>
    </>
  );
}
