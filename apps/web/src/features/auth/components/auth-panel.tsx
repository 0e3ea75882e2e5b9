import { useDispatch, useSelector } from 'react-redux';
import { DrawerBody } from '../../../components/ui/drawer.tsx';
import { selectAuthTab, setAuthTab, type AuthTab } from '../../../lib/panel-slice.ts';
import { AuthIntro } from './auth-intro.tsx';
import { AddressStep, SuccessStep } from './auth-steps.tsx';
import { tabId, tabPanelId } from './auth-tab-ids.ts';
import { AuthTabs } from './auth-tabs.tsx';

/** The auth drawer's body: tabs login / signup (default), then address and success (spec §2). */
export function AuthPanel({ onExplore }: { onExplore: () => void }) {
  const tab = useSelector(selectAuthTab);
  const dispatch = useDispatch();
  const select = (next: AuthTab) => dispatch(setAuthTab(next));

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
        <AddressStep onSkip={() => select('success')} />
      </DrawerBody>
    );
  }
  return (
    <DrawerBody>
      <AuthTabs active={tab} onSelect={select} />
      <div role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
        <AuthIntro tab={tab} onSwitch={select} />
      </div>
    </DrawerBody>
  );
}
