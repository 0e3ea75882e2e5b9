import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Section } from '../../components/ui/page.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StatCard, StatGroup } from '../../components/ui/stat-card.tsx';
import { formatCount } from '../../lib/format.ts';
import { useWorkQueue } from './api.ts';
import styles from './figures.module.css';
import { texts } from './texts.ts';

/** Cards shaped like the figures they stand in for. */
function LoadingCards({ title, count }: { title: string; count: number }) {
  return (
    <Section title={title}>
      <div role="status" aria-label={texts.app.loading} className={styles.loading}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.card}>
            <Skeleton width="50%" height="0.75rem" />
            <Skeleton width="70%" height="1.75rem" />
          </div>
        ))}
      </div>
    </Section>
  );
}

/**
 * A titled section of figures once they have come: cards shaped like them (`cards` of them)
 * while they load, the server's message if they cannot.
 */
function FiguresSection<T>({
  title,
  query,
  cards,
  children,
}: {
  title: string;
  query: UseQueryResult<T, Error>;
  cards: number;
  children: (figures: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingCards title={title} count={cards} />;
  return (
    <Section title={title}>
      {query.isError ? <Alert>{query.error.message}</Alert> : children(query.data)}
    </Section>
  );
}

/**
 * What is waiting: orders to ship and at each step, pieces low in stock or sold out; the figures
 * link to `ordersLink` (each step to its orders) and `stockLink` (the orders and stock screens)
 * when the role may open them.
 */
export function WorkQueueFigures({
  ordersLink,
  stockLink,
}: {
  ordersLink?: string;
  stockLink?: string;
}) {
  const queue = useWorkQueue();
  const stepLink = (query: string) => (ordersLink ? `${ordersLink}?${query}` : undefined);
  return (
    <FiguresSection title={texts.dashboard.queue} query={queue} cards={3}>
      {({ toShip, lowStock, soldOut, steps }) => (
        <>
          <StatGroup>
            <StatCard label={texts.dashboard.toShip} value={formatCount(toShip)} to={ordersLink} />
            <StatCard
              label={texts.dashboard.lowStock}
              value={formatCount(lowStock)}
              to={stockLink}
            />
            <StatCard label={texts.dashboard.soldOut} value={formatCount(soldOut)} to={stockLink} />
          </StatGroup>
          <h3 className={styles.label}>{texts.dashboard.steps}</h3>
          <StatGroup>
            <StatCard
              label={texts.dashboard.step.placed}
              value={formatCount(steps.placed)}
              to={stepLink('status=Placed')}
            />
            <StatCard
              label={texts.dashboard.step.packed}
              value={formatCount(steps.packed)}
              to={stepLink('status=Packed')}
            />
            <StatCard
              label={texts.dashboard.step.shipped}
              value={formatCount(steps.shipped)}
              to={stepLink('status=Shipped')}
            />
            <StatCard
              label={texts.dashboard.step.unpaid}
              value={formatCount(steps.unpaid)}
              to={stepLink('status=Placed&payment=pending')}
            />
          </StatGroup>
        </>
      )}
    </FiguresSection>
  );
}
