import { CodeForm } from '../../components/code-form.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { groupSecret } from '../../lib/format.ts';
import { useConfirmEnrolment, useEnrolment } from './api.ts';
import styles from './enrolment.module.css';
import { texts } from './texts.ts';

const QR_SIZE = 192;

/** The QR code's SVG document as an image address. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Two-factor set-up: a new secret (as a QR code and as text), then a code from the app to confirm
 * it; answers the ten recovery codes. The secret is asked for once per visit to the screen.
 */
export function Enrolment({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const enrolment = useEnrolment();
  const confirm = useConfirmEnrolment();
  if (enrolment.isPending) {
    return (
      <div role="status" aria-label={texts.app.loading} className={styles.loading}>
        <Skeleton width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />
        <Skeleton width="60%" />
      </div>
    );
  }
  if (enrolment.isError) {
    return (
      <div className={styles.step}>
        <Alert>{enrolment.error.message}</Alert>
        <div>
          <Button pending={enrolment.isFetching} onClick={() => void enrolment.refetch()}>
            {texts.errors.retry}
          </Button>
        </div>
      </div>
    );
  }
  const { secret, uri, qrSvg } = enrolment.data;
  return (
    <>
      <section className={styles.step}>
        <h2>{texts.twoFactor.stepScan}</h2>
        <img
          className={styles.qr}
          src={svgDataUrl(qrSvg)}
          alt={texts.twoFactor.qrAlt}
          width={QR_SIZE}
          height={QR_SIZE}
        />
        <p className={styles.secretLabel}>{texts.twoFactor.secretLabel}</p>
        <div className={styles.secretRow}>
          <code className={styles.secret}>{groupSecret(secret)}</code>
          <CopyButton text={secret} />
        </div>
        <a className={styles.appLink} href={uri}>
          {texts.twoFactor.openApp}
        </a>
      </section>
      <section className={styles.step}>
        <h2>{texts.twoFactor.stepCode}</h2>
        <CodeForm
          submitLabel={texts.twoFactor.confirm}
          pendingLabel={texts.twoFactor.confirming}
          submit={async (body) => onConfirmed((await confirm.mutateAsync({ body })).recoveryCodes)}
        />
      </section>
    </>
  );
}
