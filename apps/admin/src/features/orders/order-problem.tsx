import { Alert } from '../../components/ui/alert.tsx';
import type { Problem } from './problem.ts';
import styles from './orders.module.css';
import { texts } from './texts.ts';

export function ProblemAlert({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  return (
    <Alert>
      <p className={styles.problemMessage}>{problem.message}</p>
      {problem.others.length > 0 && (
        <ul className={styles.problemList}>
          {problem.others.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {problem.conflict && <p>{texts.order.conflict}</p>}
    </Alert>
  );
}
