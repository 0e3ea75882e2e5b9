import { messages } from '@aurelle/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { DrawerBody, DrawerFooter } from '../../../components/ui/drawer.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LineItem, LineList } from '../../../components/ui/line-item.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useGetCartQuery } from '../api/cart-api.ts';
import { lineImage } from '../api/cart-schema.ts';
import styles from './cart-panel.module.css';

type Props = { loggedIn: boolean; onNavigate: () => void };

/** The cart drawer's cart step: lines and total, or the spec §2 empty state. */
export function CartPanel({ loggedIn, onNavigate }: Props) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetCartQuery(undefined, { skip: !loggedIn });
  const lines = loggedIn ? (data?.cart ?? []) : [];

  if (isLoading) {
    return (
      <DrawerBody>
        <Spinner label={t('common.loading')} />
      </DrawerBody>
    );
  }
  if (lines.length === 0) {
    return (
      <DrawerBody>
        <EmptyState
          text={t('cart.empty', { defaultValue: messages.cart.empty })}
          action={
            <ButtonLink to={paths.shopDefault} onClick={onNavigate}>
              {t('common.explore')}
            </ButtonLink>
          }
        />
      </DrawerBody>
    );
  }
  return (
    <>
      <DrawerBody>
        <LineList>
          {lines.map((line, index) => (
            <LineItem
              key={line._id ?? line.product_id ?? index}
              image={lineImage(line)}
              name={line.name}
              meta={t('cart.quantity', { count: line.quantity })}
              price={line.prices_formatted?.price}
            />
          ))}
        </LineList>
      </DrawerBody>
      {data?.totalCartPriceFormatted ? (
        <DrawerFooter>
          <p className={styles.total}>
            {t('cart.total')} <span className={styles.amount}>{data.totalCartPriceFormatted}</span>
          </p>
        </DrawerFooter>
      ) : null}
    </>
  );
}
