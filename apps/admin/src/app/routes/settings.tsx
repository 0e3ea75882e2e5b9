import { Page, Section } from '../../components/ui/page.tsx';
import { CashSettings } from '../../features/settings/cash-settings.tsx';
import { LegalSettings } from '../../features/settings/legal-settings.tsx';
import { OrderSettings } from '../../features/settings/order-settings.tsx';
import { ShippingSettings } from '../../features/settings/shipping-settings.tsx';
import { SocialSettings } from '../../features/settings/social-settings.tsx';
import { StorefrontSettings } from '../../features/settings/storefront-settings.tsx';
import { SecuritySettings } from '../../features/settings/security-settings.tsx';
import { texts } from '../../features/settings/texts.ts';
import { can, useStaffSession } from '../../lib/session.ts';

export function SettingsScreen() {
  const session = useStaffSession();
  return (
    <Page title={texts.settings.title}>
      <Section title={texts.settings.security} panel>
        <SecuritySettings canWrite={can(session, 'settings:write')} />
      </Section>
      <Section title={texts.settings.orders} panel>
        <OrderSettings canWrite={can(session, 'settings:write')} />
      </Section>
      <Section title={texts.settings.cash} panel>
        <CashSettings canWrite={can(session, 'settings:write')} />
      </Section>
      <Section title={texts.settings.shipping} panel>
        <ShippingSettings canWrite={can(session, 'settings:write')} />
      </Section>
      <Section title={texts.settings.storefront} panel>
        <StorefrontSettings canWrite={can(session, 'settings:write')} />
      </Section>
      <Section title={texts.settings.social} panel>
        <SocialSettings canWrite={can(session, 'settings:write')} />
      </Section>
      <Section title={texts.settings.legal} panel>
        <LegalSettings canWrite={can(session, 'settings:write')} />
      </Section>
    </Page>
  );
}
