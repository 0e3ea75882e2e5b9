import { Button } from '../../components/ui/button.tsx';
import styles from './content.module.css';
import { texts } from './texts.ts';

const t = texts.home;

type Option = { slug: string; name: string };

/**
 * Which categories home shows as tiles, in order: the chosen ones with move and remove buttons,
 * then the others with a button to add each at the end.
 */
export function HomeCategories({
  chosen,
  options,
  onChange,
  disabled,
}: {
  chosen: readonly string[];
  options: readonly Option[];
  onChange: (next: string[]) => void;
  disabled: boolean;
}) {
  const names = new Map(options.map((option) => [option.slug, option.name]));
  const nameOf = (slug: string) => names.get(slug) ?? slug;
  const others = options.filter((option) => !chosen.includes(option.slug));
  const move = (from: number, by: -1 | 1) => {
    const next = [...chosen];
    const [slug] = next.splice(from, 1);
    if (slug !== undefined) next.splice(from + by, 0, slug);
    onChange(next);
  };
  return (
    <>
      {chosen.length === 0 ? (
        <p className={styles.none}>{t.noCategories}</p>
      ) : (
        <ol className={styles.rows} aria-label={t.categoriesShown}>
          {chosen.map((slug, index) => (
            <li key={slug} className={styles.row}>
              <span>{nameOf(slug)}</span>
              {!disabled && (
                <span className={styles.rowButtons}>
                  <Button
                    size="sm"
                    aria-label={t.moveUp(nameOf(slug))}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    size="sm"
                    aria-label={t.moveDown(nameOf(slug))}
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="quiet"
                    aria-label={t.removeCategory(nameOf(slug))}
                    onClick={() => onChange(chosen.filter((one) => one !== slug))}
                  >
                    {t.remove}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {!disabled && others.length > 0 && (
        <ul className={styles.rows} aria-label={t.categoriesHidden}>
          {others.map((option) => (
            <li key={option.slug} className={styles.row}>
              <span className={styles.hidden}>{option.name}</span>
              <Button
                size="sm"
                aria-label={t.addCategory(option.name)}
                onClick={() => onChange([...chosen, option.slug])}
              >
                {t.add}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
