import type { ReactNode } from 'react';
import styles from './line-item.module.css';

type Props = {
  image?: string;
  name: ReactNode;
  meta?: ReactNode;
  price?: ReactNode;
  children?: ReactNode;
};

/** One product in a drawer list: thumbnail, serif name, details, price. */
export function LineItem({ image, name, meta, price, children }: Props) {
  return (
    <li className={styles.item}>
      <img
        className={styles.thumb}
        src={image ?? '/placeholder-product.svg'}
        alt=""
        width={88}
        height={110}
        loading="lazy"
      />
      <div>
        <p className={styles.name}>{name}</p>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        {price ? <p className={styles.price}>{price}</p> : null}
        {children}
      </div>
    </li>
  );
}

export function LineList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}
