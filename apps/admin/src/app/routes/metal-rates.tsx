import { RATE_DAY_LIMIT_PERCENT } from '@aurelle/contract';
import { Alert } from '../../components/ui/alert.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import { Page, Section } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { useMetalRates } from '../../features/metal-rates/api.ts';
import { GuardForm } from '../../features/metal-rates/guard-form.tsx';
import styles from '../../features/metal-rates/metal-rates.module.css';
import { RatesForm } from '../../features/metal-rates/rates-form.tsx';
import { RatesHistory } from '../../features/metal-rates/rates-history.tsx';
import { texts } from '../../features/metal-rates/texts.ts';
import { can, useStaffSession } from '../../lib/session.ts';

const t = texts.metalRates;

/** Today's metal rates: set (previewed, guarded), their history, and the owner's guard. */
export function MetalRatesScreen() {
  const session = useStaffSession();
  const rates = useMetalRates();
  return (
    <Page title={t.title}>
      <p className={styles.intro}>
        {t.intro} {t.dayLimit(RATE_DAY_LIMIT_PERCENT)}
      </p>
      {rates.isError && <Alert>{rates.error.message}</Alert>}
      {rates.isPending && <TableSkeleton />}
      {rates.data && (
        <>
          <Section title={t.today} panel>
            {can(session, 'prices:write') ? (
              <RatesForm answer={rates.data} />
            ) : (
              <p className={fieldStyles.hint}>{t.readOnly}</p>
            )}
          </Section>
          <Section title={t.history}>
            <RatesHistory history={rates.data.history} />
          </Section>
          <Section title={t.guard} panel>
            {can(session, 'settings:write') ? (
              <GuardForm guardPercent={rates.data.guardPercent} />
            ) : (
              <p className={fieldStyles.hint}>{t.guardReadOnly(rates.data.guardPercent)}</p>
            )}
          </Section>
        </>
      )}
    </Page>
  );
}
