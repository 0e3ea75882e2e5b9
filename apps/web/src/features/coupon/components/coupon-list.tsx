import { isChosenCoupon, type Coupon } from '@aurelle/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { ChevronIcon } from '../../../components/ui/icons.tsx';
import { useGetCouponDetailsMutation, useGetCouponsQuery } from '../api/coupon-api.ts';
import styles from './coupon-list.module.css';

type Props = {
  selected: string | null;
  checking: string | null;
  onToggle: (coupon: Coupon) => void;
};

/**
 * The checkout's collapsible coupon list (spec §2: scrolls beyond 130 px), each coupon a toggle;
 * and a code typed by hand, looked up with getCouponDetailsFromCode (docs/decisions/0048).
 */
export function CouponList({ selected, checking, onToggle }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const codeId = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const { data } = useGetCouponsQuery();
  const lookUp = useGetCouponDetailsMutation();
  const coupons = data?.coupons ?? [];

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    try {
      const { data: found } = await lookUp.mutateAsync(typed);
      setCode('');
      if (!isChosenCoupon(selected, found.data.couponCode)) onToggle(found.data);
    } catch (error) {
      notify('error', errorMessage(error, t('messages.failed')));
    }
  };

  return (
    <section className={styles.coupons} aria-label={t('cart.coupons')}>
      <button
        type="button"
        className={styles.collapse}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span>
          {t('cart.coupons')}
          {selected ? <span className={styles.appliedCode}> · {selected}</span> : null}
        </span>
        <ChevronIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={listId} hidden={!open}>
        {coupons.length > 0 ? (
          <ul className={styles.couponList}>
            {coupons.map((coupon) => {
              const on = isChosenCoupon(selected, coupon.couponCode);
              return (
                <li key={coupon._id}>
                  <button
                    type="button"
                    className={styles.coupon}
                    aria-pressed={on}
                    disabled={checking !== null}
                    onClick={() => onToggle(coupon)}
                  >
                    <span className={styles.couponCode}>{coupon.couponCode}</span>
                    <span className={styles.couponText}>{coupon.title}</span>
                    <span className={styles.couponState}>
                      {checking === coupon.couponCode
                        ? t('cart.checking')
                        : on
                          ? t('cart.applied')
                          : t('cart.apply')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.note}>{t('cart.noCoupons')}</p>
        )}
        <form className={styles.codeForm} onSubmit={(event) => void submitCode(event)}>
          <label htmlFor={codeId} className="visually-hidden">
            {t('cart.codeLabel')}
          </label>
          <input
            id={codeId}
            className={styles.codeInput}
            value={code}
            maxLength={40}
            autoComplete="off"
            placeholder={t('cart.codePlaceholder')}
            onChange={(event) => setCode(event.target.value.replace(/[^A-Za-z0-9_-]/g, ''))}
          />
          <button type="submit" className={styles.codeApply} disabled={!code || lookUp.isPending}>
            {t('cart.apply')}
          </button>
        </form>
      </div>
    </section>
  );
}
