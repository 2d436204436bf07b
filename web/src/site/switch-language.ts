import * as CookieConsent from 'vanilla-cookieconsent';

/** The current URL with `locale` set to the choice (path and other parameters kept). */
export function localeUrl(href: string, choice: string): string {
  const url = new URL(href);
  url.searchParams.set('locale', choice);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether the consent box or its preferences dialog is on screen. */
function consentOpen(): boolean {
  const classes = document.documentElement.classList;
  return classes.contains('show--consent') || classes.contains('show--preferences');
}

/**
 * An open consent dialog is re-languaged first, then the current path reloads with
 * `?locale=<choice>`. Failures are only logged.
 */
export async function switchLanguage(choice: string): Promise<void> {
  try {
    if (consentOpen()) await CookieConsent.setLanguage(choice, true);
    window.location.assign(localeUrl(window.location.href, choice));
  } catch (error) {
    console.error(error);
  }
}
