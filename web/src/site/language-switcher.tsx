import { memo } from 'react';
import { switchLanguage } from './switch-language';
import { useSite } from './site-context';
import { siteLocales } from './site-pages';

/** The language switcher: DE and EN in uppercase; a choice reloads the page with `?locale=`. */
export const LanguageSwitcher = memo(function LanguageSwitcher() {
  const { locale, text } = useSite();
  return (
    <select
      className="site-language"
      aria-label={text.nav.language}
      value={locale}
      onChange={(event) => void switchLanguage(event.target.value)}
    >
      {siteLocales.map((option) => (
        <option key={option} value={option}>
          {option.toUpperCase()}
        </option>
      ))}
    </select>
  );
});
