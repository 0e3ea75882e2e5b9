import styles from './spinner.module.css';

/** Spec §9: the loading spinner defaults to 25 px. */
export function Spinner({ size = 25, label }: { size?: number; label: string }) {
  return (
    <span role="status" className={styles.spinner} style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
