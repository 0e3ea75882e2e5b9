import type { AdminCoupon } from '@aurelle/contract';
import { useEffect } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import labelStyles from '../../components/ui/label.module.css';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSchemaForm, useSubmitFeedback } from '../../lib/form.ts';
import { useCreateCoupon, useUpdateCoupon } from './api.ts';
import {
  COUPON_FIELDS,
  couponFormSchema,
  couponToForm,
  emptyCoupon,
  toCouponBody,
  type CouponFormValues,
} from './coupon-form-values.ts';
import styles from './coupons.module.css';
import { texts } from './texts.ts';

const t = texts.form;

type Props = {
  /** The coupon to change; none for a new one. */
  coupon?: AdminCoupon;
  onSaved: (coupon: AdminCoupon) => void;
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * A coupon's code, titles, discount, limits, window and visibility. Amounts are typed in rupees
 * and times in India's; each field's rule is checked as it is left, and the server's refusals (a
 * code taken) go under their fields.
 */
export function CouponForm({ coupon, onSaved, onDirtyChange }: Props) {
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const { handleSubmit, setError, formState, watch, register, field, subscribe } = useSchemaForm(
    couponFormSchema,
    coupon ? couponToForm(coupon) : emptyCoupon(),
  );
  const { message, submit } = useSubmitFeedback(setError, COUPON_FIELDS, subscribe);
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const percentage = watch('discountType') === 'percentage';

  const onValid = submit(async (values: CouponFormValues) => {
    const body = toCouponBody(values);
    const saved = coupon
      ? await update.mutateAsync({ params: { couponId: coupon.id }, body })
      : await create.mutateAsync({ body });
    onSaved(saved);
  });

  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.identity}</legend>
        <TextField
          label={t.code}
          hint={t.codeHint}
          autoComplete="off"
          spellCheck={false}
          {...field('couponCode')}
        />
        <TextField label={t.titleEn} lang="en" {...field('title.en')} />
        <TextField label={t.titleFr} lang="fr" {...field('title.fr')} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.discount}</legend>
        <RadioGroup
          legend={t.discountType}
          inline
          options={[
            { value: 'percentage', label: t.percentage },
            { value: 'fixed', label: t.fixed },
          ]}
          field={register('discountType')}
        />
        <div className={styles.pair}>
          <TextField
            label={percentage ? t.percent : t.amount}
            hint={percentage ? t.percentHint : undefined}
            inputMode="decimal"
            {...field('discountValue')}
          />
          {percentage && (
            <TextField
              label={t.maxDiscount}
              hint={t.maxDiscountHint}
              inputMode="decimal"
              {...field('maxDiscount')}
            />
          )}
        </div>
        <TextField
          label={t.minimumAmount}
          hint={t.minimumHint}
          inputMode="decimal"
          {...field('minimumAmount')}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.limits}</legend>
        <div className={styles.pair}>
          <TextField
            label={coupon ? t.couponQuantity : t.couponQuantityNew}
            hint={t.couponQuantityHint}
            inputMode="numeric"
            {...field('couponQuantity')}
          />
          <TextField
            label={t.usesPerCustomer}
            hint={t.usesPerCustomerHint}
            inputMode="numeric"
            {...field('usesPerCustomer')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={labelStyles.label}>{t.window}</legend>
        <div className={styles.pair}>
          <TextField
            label={t.startTime}
            hint={t.timeHint}
            type="datetime-local"
            {...field('startTime')}
          />
          <TextField
            label={t.endTime}
            hint={t.timeHint}
            type="datetime-local"
            {...field('endTime')}
          />
        </div>
        <RadioGroup
          legend={t.visibility}
          options={[
            { value: 'open', label: t.open },
            { value: 'hidden', label: t.hidden },
          ]}
          field={register('visibility')}
        />
      </fieldset>
      <FormActions label={coupon ? t.save : t.create} pending={isSubmitting} />
    </form>
  );
}
