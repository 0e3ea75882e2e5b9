import { orderTypes, type OrderType } from '@aurelle/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Placeholder } from '../../../components/ui/skeleton.tsx';
import { ORDERS_PAGE_SIZE, useGetOrdersQuery } from '../api/orders-api.ts';
import { OrderCard } from './order-card.tsx';
import styles from './orders.module.css';

/** The order history: newest first, 10 a page, filtered by `orderType`. */
export function OrderList() {
  const { t } = useTranslation();
  const [orderType, setOrderType] = useState<OrderType>('all');
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useGetOrdersQuery({
    orderType,
    page,
    limit: ORDERS_PAGE_SIZE,
  });
  const choose = (next: string) => {
    setOrderType(next as OrderType);
    setPage(1);
  };

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {data ? t('orders.count', { count: data.total }) : ' '}
        </p>
        <SelectField
          label={t('orders.filter')}
          value={orderType}
          onChange={choose}
          options={orderTypes.map((type) => ({ value: type, label: t(`orders.types.${type}`) }))}
        />
      </div>
      {isError ? (
        <EmptyState
          text={t('orders.failed')}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !data || isFetching ? (
        <div className={styles.skeletons} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1].map((i) => (
            <Placeholder key={i} height={180} />
          ))}
        </div>
      ) : data.orders.length === 0 ? (
        <EmptyState
          text={t(orderType === 'all' ? 'orders.empty' : 'orders.emptyType')}
          action={<ButtonLink to={paths.shopDefault}>{t('common.explore')}</ButtonLink>}
        />
      ) : (
        <>
          {data.orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
          {data.totalPages > 1 ? (
            <nav className={styles.pager} aria-label={t('orders.pages')}>
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('orders.newer')}
              </Button>
              <span>{t('orders.page', { page: data.page, pages: data.totalPages })}</span>
              <Button
                variant="secondary"
                disabled={page >= data.totalPages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('orders.older')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
