import type { AdminOrderEvent } from '@aurelle/contract';
import { formatIndiaDateTime } from '../../lib/format.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';
import { actorOf, noteOf, sentenceOf } from './timeline.ts';

/** Every event of the order, newest first: when, who, and what in a sentence. */
export function OrderTimeline({
  events,
  showMoney,
}: {
  events: readonly AdminOrderEvent[];
  showMoney: boolean;
}) {
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <ol className={styles.timeline} aria-label={texts.order.timelineLabel}>
      {newestFirst.map((event) => {
        const note = noteOf(event);
        return (
          <li key={event.id} className={styles.event} data-kind={event.kind}>
            <span className={styles.eventDot} aria-hidden="true" />
            <p className={styles.eventSentence}>{sentenceOf(event, showMoney)}</p>
            {note && <blockquote className={styles.note}>{note}</blockquote>}
            <p className={styles.eventMeta}>
              <time dateTime={event.at}>{formatIndiaDateTime(event.at)}</time>
              <span aria-hidden="true"> · </span>
              <span>{actorOf(event)}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
