import { ButtonLink } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../config/paths.ts';
import { texts } from '../../texts.ts';

export function NotFoundScreen() {
  return (
    <Page title={texts.notFound.title}>
      <p>{texts.notFound.body}</p>
      <div>
        <ButtonLink to={paths.dashboard} variant="primary">
          {texts.notFound.back}
        </ButtonLink>
      </div>
    </Page>
  );
}
