import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { translator, type Locale, type Translate } from './translate';

const I18nContext = createContext<{ locale: Locale; t: Translate }>({ locale: 'en', t: translator('en') });

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: translator(locale) }), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): { locale: Locale; t: Translate } {
  return useContext(I18nContext);
}
