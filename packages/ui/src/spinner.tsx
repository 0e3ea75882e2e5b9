import styles from './spinner.module.css';

/** The loading spinner, 25 px unless told (the shop's spec §9), read out as `label`. */
export function Spinner({ size = 25, label }: { size?: number; label: string }) {
  return (
    <span role="status" className={styles.spinner} style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
