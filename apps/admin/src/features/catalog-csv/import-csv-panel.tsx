import type { ProductImportReport } from '@aurelle/contract';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Section } from '../../components/ui/page.tsx';
import { StatCard, StatGroup } from '../../components/ui/stat-card.tsx';
import { messageOf } from '../../lib/api.ts';
import { formatCount } from '../../lib/format.ts';
import { useConfirmProductImport, useImportProducts, useImportProgress } from './api.ts';
import styles from './catalog-csv.module.css';
import { ImportErrorsTable } from './import-errors-table.tsx';
import { texts } from './texts.ts';

const t = texts.catalogCsv;

/**
 * The product import: a file, its dry run's report (counts, then every error by row and
 * column), and the confirm, after which a job applies it, all rows or none, while the panel asks
 * how it went.
 */
export function ImportCsvPanel() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setReport] = useState<ProductImportReport | null>(null);
  const upload = useImportProducts();
  const confirm = useConfirmProductImport();
  // Once confirmed, a job applies the import: asked about until it is done.
  const { report, error: progressError } = useImportProgress(checked);
  const applying = report?.status === 'applying';

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setReport(null);
    confirm.reset();
    try {
      setReport(await upload.mutateAsync({ body: await file.text() }));
    } catch {
      // Shown from the mutation's error below.
    }
  };
  const apply = async () => {
    if (!report) return;
    try {
      setReport(await confirm.mutateAsync({ params: { id: report.importId } }));
    } catch {
      // Shown from the mutation's error below.
    }
  };
  const restart = () => {
    setFile(null);
    setReport(null);
    upload.reset();
    confirm.reset();
  };

  const applied = report?.status === 'applied';
  const failed = report?.status === 'failed';
  const hasErrors = (report?.errors.length ?? 0) > 0;
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t.intro}</p>
      <p className={styles.intro}>{t.variantsHelp}</p>
      {!applied && (
        <form className={styles.choose} onSubmit={check}>
          <label htmlFor={fileId} className={styles.label}>
            {t.file}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
          <Button type="submit" disabled={!file} pending={upload.isPending}>
            {upload.isPending ? t.checking : t.check}
          </Button>
        </form>
      )}
      {upload.isError && <Alert>{messageOf(upload.error)}</Alert>}
      {report && (
        <Section title={t.report}>
          <StatGroup>
            <StatCard label={t.rows} value={formatCount(report.rows)} />
            <StatCard label={t.create} value={formatCount(report.create)} />
            <StatCard label={t.update} value={formatCount(report.update)} />
            <StatCard label={t.unchanged} value={formatCount(report.unchanged)} />
          </StatGroup>
          {hasErrors && (
            <>
              <h3 className={styles.subtitle}>{t.errorsTitle}</h3>
              <ImportErrorsTable errors={report.errors} />
              {report.errorsLeftOut > 0 && (
                <p>{t.errorsLeftOut(formatCount(report.errorsLeftOut))}</p>
              )}
              {!failed && <p className={styles.hint}>{t.fixFirst}</p>}
            </>
          )}
          {!applied && !failed && (
            <div className={styles.actions}>
              <Button
                variant="primary"
                onClick={apply}
                disabled={hasErrors || report.status !== 'ready' || confirm.isError}
                pending={confirm.isPending || applying}
              >
                {confirm.isPending || applying ? t.confirming : t.confirm}
              </Button>
            </div>
          )}
        </Section>
      )}
      {confirm.isError && <Alert>{messageOf(confirm.error)}</Alert>}
      {progressError && <Alert>{messageOf(progressError)}</Alert>}
      {failed && <Alert>{t.failed}</Alert>}
      <Notice>
        {applied && t.applied(formatCount(report.create), formatCount(report.update))}
      </Notice>
      {(applied || failed || confirm.isError) && (
        <div className={styles.actions}>
          <Button onClick={restart}>{t.another}</Button>
        </div>
      )}
    </div>
  );
}
