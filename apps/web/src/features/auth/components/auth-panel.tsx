import { useState, type ReactNode } from 'react';
import { DrawerBody } from '../../../components/ui/drawer.tsx';
import { setAuthTab, usePanelState } from '../../../lib/panel.ts';
import { AuthIntro, StepIntro } from './auth-intro.tsx';
import { SuccessStep } from './auth-steps.tsx';
import { tabId, tabPanelId } from './auth-tab-ids.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { CodeStep } from './code-step.tsx';
import { LoginForm, SignupForm, type CodeSent } from './identity-forms.tsx';
import styles from './auth-panel.module.css';

type Props = {
  onExplore: () => void;
  /** A verified code: the token, and whether it was a login or a signup (the app decides next). */
  onSignedIn: (event: 'login' | 'signup', token: string) => void;
  /** The address tab's form (the address feature's), with the step that follows it. */
  renderAddressStep: (next: () => void) => ReactNode;
};

/**
 * The auth drawer's body (spec §2, §4): tabs login / signup (default); a code is requested, then
 * verified on the code step; then the address tab and success, or the drawer closes.
 */
export function AuthPanel({ onExplore, onSignedIn, renderAddressStep }: Props) {
  const tab = usePanelState((panel) => panel.authTab);
  const select = setAuthTab;
  // State '' → showOtp (spec §4): the code step once a code was sent for this tab.
  const [sent, setSent] = useState<CodeSent | null>(null);

  if (tab === 'success') {
    return (
      <DrawerBody>
        <SuccessStep onExplore={onExplore} />
      </DrawerBody>
    );
  }
  if (tab === 'address') {
    return (
      <DrawerBody>
        <div className={styles.panel}>
          <StepIntro step="address" />
          {renderAddressStep(() => select('success'))}
        </div>
      </DrawerBody>
    );
  }
  if (sent && sent.identity.event === tab) {
    return (
      <DrawerBody>
        <CodeStep
          sent={sent}
          onResent={setSent}
          onChangeIdentity={() => setSent(null)}
          onVerified={(token) => {
            setSent(null);
            onSignedIn(sent.identity.event, token);
          }}
        />
      </DrawerBody>
    );
  }
  return (
    <DrawerBody>
      <AuthTabs active={tab} onSelect={select} />
      <div role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
        <AuthIntro tab={tab === 'login' ? 'login' : 'signup'} onSwitch={select}>
          {tab === 'login' ? <LoginForm onSent={setSent} /> : <SignupForm onSent={setSent} />}
        </AuthIntro>
      </div>
    </DrawerBody>
  );
}
