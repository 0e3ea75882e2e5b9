import type { PaymentMethod } from '@aurelle/contract';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DrawerBody, DrawerFooter } from '../../../components/ui/drawer.tsx';
import styles from './payment-step.module.css';

type Props = {
  /** Spec §3 `pod_status`: cash on delivery is offered while it is on. */
  cashOffered: boolean;
  /** Why cash on delivery cannot be chosen for this order (the legal cap), or null. */
  cashRefusal: string | null;
  placing: boolean;
  onPlace: (method: PaymentMethod) => void;
  /** The item summaries and totals, as the checkout step shows them. */
  summary: ReactNode;
  totals: ReactNode;
  onNavigate: () => void;
};

/**
 * The cart drawer's payment step (spec §2): card, UPI or net banking through the provider (the
 * default, spec §9), or cash on delivery while the shop offers it; item summaries and totals; the
 * terms to accept; Place Order, disabled until they are accepted and while placing.
 */
export function PaymentStep(props: Props) {
  const { cashOffered, cashRefusal, placing, onPlace, summary, totals, onNavigate } = props;
  const { t } = useTranslation();
  const name = useId();
  const termsId = useId();
  const [method, setMethod] = useState<PaymentMethod>('razorpay');
  const [accepted, setAccepted] = useState(false);
  const chosen: PaymentMethod =
    method === 'POD' && (!cashOffered || cashRefusal) ? 'razorpay' : method;

  const options: { value: PaymentMethod; title: string; text: string; disabled: boolean }[] = [
    {
      value: 'razorpay',
      title: t('checkout.card'),
      text: t('checkout.cardText'),
      disabled: false,
    },
  ];
  if (cashOffered)
    options.push({
      value: 'POD',
      title: t('checkout.cash'),
      text: cashRefusal ?? t('checkout.cashText'),
      disabled: cashRefusal !== null,
    });

  return (
    <>
      <DrawerBody>
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>{t('checkout.method')}</legend>
          {options.map((option) => (
            <div
              key={option.value}
              className={[
                styles.method,
                chosen === option.value ? styles.chosen : '',
                option.disabled ? styles.disabled : '',
              ].join(' ')}
            >
              <input
                id={`${name}-${option.value}`}
                type="radio"
                name={name}
                value={option.value}
                checked={chosen === option.value}
                disabled={option.disabled}
                onChange={() => setMethod(option.value)}
                className={styles.radio}
              />
              <label htmlFor={`${name}-${option.value}`} className={styles.methodBody}>
                <span className={styles.methodTitle}>{option.title}</span>
                <span className={styles.methodText}>{option.text}</span>
              </label>
            </div>
          ))}
        </fieldset>
        {summary}
      </DrawerBody>
      <DrawerFooter>
        {totals}
        <div className={styles.terms}>
          <input
            id={termsId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            className={styles.checkbox}
          />
          {/* 'Accept Terms & Conditions' (spec §2), the terms themselves a link. */}
          <label htmlFor={termsId}>
            {t('checkout.accept')}{' '}
            <Link
              to={paths.policy('terms-condition')}
              className={styles.termsLink}
              onClick={onNavigate}
            >
              {t('checkout.terms')}
            </Link>
          </label>
        </div>
        <Button
          block
          disabled={!accepted || placing}
          aria-busy={placing}
          onClick={() => onPlace(chosen)}
        >
          {placing ? t('checkout.placing') : t('checkout.placeOrder')}
        </Button>
      </DrawerFooter>
    </>
  );
}
