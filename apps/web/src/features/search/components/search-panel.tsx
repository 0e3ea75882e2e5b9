import { MAX_SEARCH_LENGTH, messages, type ProductSummary } from '@aurelle/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { DrawerBody } from '../../../components/ui/drawer.tsx';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons.tsx';
import { SearchResults } from './search-results.tsx';
import styles from './search-panel.module.css';

type Props = { onClose: () => void; onAddToCart: (product: ProductSummary) => void };

/**
 * The search panel's body (spec §2 Search panel): the input, clear and Go; submitting goes to
 * the search route and closes the panel; picking a suggestion opens it and clears the form.
 */
export function SearchPanel({ onClose, onAddToCart }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const query = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query) return setError(true);
    onClose();
    void navigate(paths.search(query));
  };

  const pick = () => {
    setText('');
    setError(false);
    onClose();
  };

  return (
    <DrawerBody>
      <form role="search" className={styles.form} onSubmit={submit} noValidate>
        <SearchIcon />
        <label htmlFor="search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-input"
          data-autofocus
          // The panel's body loads after the drawer opens, so the input takes focus itself.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
          className={styles.input}
          type="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('search.placeholder')}
          aria-invalid={error}
          aria-describedby={error ? 'search-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(false);
          }}
        />
        {text ? (
          <>
            <button
              type="button"
              className={styles.icon}
              onClick={() => setText('')}
              aria-label={t('search.clear')}
            >
              <CloseIcon size={16} />
            </button>
            <button type="submit" className={styles.go}>
              {t('search.go')}
            </button>
          </>
        ) : null}
      </form>
      {error ? (
        <p id="search-error" className={styles.error} role="alert">
          {t('search.required', { defaultValue: messages.search.required })}
        </p>
      ) : null}
      {text ? null : <p className={styles.hint}>{t('search.hint')}</p>}
      <div className={styles.results}>
        <SearchResults text={text} onPick={pick} onAddToCart={onAddToCart} />
      </div>
    </DrawerBody>
  );
}
