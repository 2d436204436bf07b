import { createContext, useContext } from 'react';
import type { SiteLocale } from './site-pages';
import type { SiteText } from './site-text';

/** What every part of a site page reads: its language, its words and the visit's affiliate code. */
export type SiteContextValue = { locale: SiteLocale; text: SiteText; affiliate: string | null };

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside a site page');
  return value;
}
