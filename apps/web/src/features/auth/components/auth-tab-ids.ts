import type { AuthTab } from '../../../lib/panel.ts';

/** Ids tying each auth tab to its panel (WAI-ARIA tabs). */
export const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
export const tabPanelId = (tab: AuthTab) => `auth-panel-${tab}`;
