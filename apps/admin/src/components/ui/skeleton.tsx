import styles from './skeleton.module.css';

/** A grey block standing in for text or a figure while it loads. */
export function Skeleton({ width = '100%', height = '1em' }: { width?: string; height?: string }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}
