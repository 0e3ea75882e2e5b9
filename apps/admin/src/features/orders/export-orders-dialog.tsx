import { orderAdminMessages } from '@aurelle/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { DialogActions, Modal } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { DateRangeFields } from '../../components/ui/date-range-fields.tsx';
import { indiaDayOf } from '../../lib/format.ts';
import { exportOrdersHref } from './api.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';

const t = texts.orders;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** This month so far, in India's days. */
function thisMonth(): { from: string; to: string } {
  const to = indiaDayOf(new Date());
  return { from: `${to.slice(0, 8)}01`, to };
}

/**
 * "Export CSV": two days, then a plain link to the export, which the browser downloads with the
 * session's cookie under the name the server gives.
 */
export function ExportOrdersDialog() {
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState(thisMonth);
  const problem =
    !DAY.test(range.from) || !DAY.test(range.to)
      ? orderAdminMessages.dateInvalid
      : range.to < range.from
        ? orderAdminMessages.rangeInvalid
        : null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setRange(thisMonth());
      }}
      title={t.exportTitle}
      description={t.exportIntro}
      trigger={<Button>{t.export}</Button>}
    >
      <div className={formStyles.form}>
        <div className={styles.dates}>
          <DateRangeFields
            labels={{ from: t.exportFrom, to: t.exportTo }}
            value={range}
            onChange={setRange}
            required
            error={problem ?? undefined}
          />
        </div>
        <DialogActions>
          {problem ? (
            <Button variant="primary" disabled>
              {t.exportDownload}
            </Button>
          ) : (
            <a
              href={exportOrdersHref(range)}
              download
              className={buttonClass({ variant: 'primary' })}
              onClick={() => setOpen(false)}
            >
              {t.exportDownload}
            </a>
          )}
        </DialogActions>
      </div>
    </Modal>
  );
}
