import { useContext, useEffect } from 'react';
import { PAGE_BRAND } from '../config/brand.ts';
import { texts } from '../texts.ts';
import { SessionContext } from './session.ts';

/** Names the browser tab after the screen (and the shop, once signed in). */
export function useDocumentTitle(screen: string): void {
  const brand = useContext(SessionContext)?.brandName ?? PAGE_BRAND;
  useEffect(() => {
    document.title = brand ? texts.app.title(screen, brand) : `${screen} · ${texts.app.suffix}`;
  }, [screen, brand]);
}
