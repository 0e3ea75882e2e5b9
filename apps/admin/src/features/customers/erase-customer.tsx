import { ERASE_CONFIRMATION, type AdminCustomer } from '@aurelle/contract';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions, Modal } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { Section } from '../../components/ui/page.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { messageOf } from '../../lib/api.ts';
import styles from './customers.module.css';
import { texts } from './texts.ts';
import { useEraseCustomer } from './api.ts';

const t = texts.customer;
const d = texts.eraseDialog;
/** What an erasure takes away, and what the law keeps. */
const ERASE_LISTS = [
  { title: d.goes, items: d.goesItems },
  { title: d.stays, items: d.staysItems },
];

/**
 * Erasure on request: a danger section whose button opens a dialog saying what goes and what tax
 * law keeps; the staff member types the word it asks for before the button acts.
 */
export function EraseCustomer({ customer }: { customer: AdminCustomer }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const erase = useEraseCustomer();
  const listsId = useId();
  const blocked = customer.openOrders > 0;
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      setTyped('');
      setMessage(null);
    }
  };
  const confirmed = typed.trim() === ERASE_CONFIRMATION;
  const submit = async () => {
    if (!confirmed) return;
    setMessage(null);
    try {
      await erase.mutateAsync({
        params: { customerId: customer.id },
        body: { confirm: ERASE_CONFIRMATION },
      });
      setOpen(false);
    } catch (error) {
      setMessage(messageOf(error));
    }
  };
  return (
    <Section title={t.danger}>
      <div className={styles.danger}>
        <p>{t.dangerIntro}</p>
        {blocked && <p className={styles.blocked}>{t.openOrdersBlock(customer.openOrders)}</p>}
        <Modal
          open={open}
          onOpenChange={changeOpen}
          title={d.title}
          description={d.description(customer.name)}
          trigger={
            <Button variant="danger" disabled={blocked}>
              {t.erase}
            </Button>
          }
        >
          <form
            noValidate
            className={formStyles.form}
            aria-describedby={listsId}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {message && <Alert>{message}</Alert>}
            <div id={listsId} className={styles.eraseLists}>
              {ERASE_LISTS.map(({ title, items }) => (
                <div key={title}>
                  <h3>{title}</h3>
                  <ul>
                    {items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <TextField
              label={d.confirm(ERASE_CONFIRMATION)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <DialogActions>
              <Button
                type="submit"
                variant="danger"
                disabled={!confirmed}
                pending={erase.isPending}
              >
                {erase.isPending ? d.erasing : d.submit}
              </Button>
            </DialogActions>
          </form>
        </Modal>
      </div>
    </Section>
  );
}
