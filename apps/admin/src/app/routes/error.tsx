import { useRouteError } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { messageOf } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { texts } from '../../texts.ts';
import styles from './error.module.css';

/** What shows when a screen fails to load or throws while drawing. */
export function ErrorScreen() {
  const error = useRouteError();
  useDocumentTitle(texts.errors.screenTitle);
  return (
    <main className={styles.screen}>
      <h1>{texts.errors.screenTitle}</h1>
      <p>{texts.errors.screenBody}</p>
      <Alert>{messageOf(error)}</Alert>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {texts.errors.reload}
      </Button>
    </main>
  );
}
