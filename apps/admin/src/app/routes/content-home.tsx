import { Page, Section } from '../../components/ui/page.tsx';
import { PiecesPicker } from '../../features/catalog/related-section.tsx';
import { HomeContentEditor } from '../../features/content/home-content.tsx';
import { texts } from '../../features/content/texts.ts';
import { can, useStaffSession } from '../../lib/session.ts';
import { ContentTabs } from '../../features/pages/content-tabs.tsx';

export function ContentHomeScreen() {
  const session = useStaffSession();
  return (
    <Page title={texts.home.title}>
      <ContentTabs />
      <p>{texts.home.intro}</p>
      <Section title={texts.home.title} panel>
        <HomeContentEditor canWrite={can(session, 'content:write')} PiecesPicker={PiecesPicker} />
      </Section>
    </Page>
  );
}
