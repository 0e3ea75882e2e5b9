import { useTranslation } from '../../../lib/use-translation.ts';
import { DrawerBody, DrawerFooter } from '../../../components/ui/drawer.tsx';
import { DrawerEmpty, DrawerLoading } from '../../../components/ui/drawer-states.tsx';
import { LineItem, LineList } from '../../../components/ui/line-item.tsx';
import { useGetCartQuery } from '../api/cart-api.ts';
import styles from './cart-panel.module.css';

type Props = { loggedIn: boolean; onNavigate: () => void };

/** The cart drawer's cart step: lines and total, or the spec §2 empty state. */
export function CartPanel({ loggedIn, onNavigate }: Props) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetCartQuery(undefined, { skip: !loggedIn });
  const lines = loggedIn ? (data?.cart ?? []) : [];

  if (isLoading) return <DrawerLoading />;
  if (lines.length === 0) return <DrawerEmpty onNavigate={onNavigate} />;
  return (
    <>
      <DrawerBody>
        <LineList>
          {lines.map((line) => (
            <LineItem
              key={line._id}
              image={line.image[0]}
              name={line.name}
              meta={t('cart.quantity', { count: line.quantity })}
              price={line.prices_formatted.price}
            />
          ))}
        </LineList>
      </DrawerBody>
      {data ? (
        <DrawerFooter>
          <p className={styles.total}>
            {t('cart.total')} <span className={styles.amount}>{data.totalCartPriceFormatted}</span>
          </p>
        </DrawerFooter>
      ) : null}
    </>
  );
}
