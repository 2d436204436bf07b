import * as CookieConsent from 'vanilla-cookieconsent';
import type { SiteLocale } from './site-pages';

type Translation = CookieConsent.Translation;

const en: Translation = {
  consentModal: {
    title: 'We use cookies',
    description: 'Necessary cookies keep the site working. With your consent we also use performance cookies to improve the site and marketing cookies to measure our campaigns.',
    acceptAllBtn: 'Accept all',
    acceptNecessaryBtn: 'Accept necessary',
    showPreferencesBtn: 'Manage preferences',
  },
  preferencesModal: {
    title: 'Cookie preferences',
    savePreferencesBtn: 'Accept selected',
    closeIconLabel: 'Close',
    sections: [
      { title: 'Necessary', description: 'Needed for the site and the sign-in to work. Always on.', linkedCategory: 'necessary' },
      { title: 'Performance', description: 'Help us understand how the site is used so we can make it faster and clearer.', linkedCategory: 'performance' },
      { title: 'Marketing', description: 'Measure which campaigns and partners bring visitors to Tandem.', linkedCategory: 'marketing' },
    ],
  },
};

const de: Translation = {
  consentModal: {
    title: 'Wir verwenden Cookies',
    description: 'Notwendige Cookies halten die Seite am Laufen. Mit deiner Einwilligung nutzen wir auch Performance-Cookies, um die Seite zu verbessern, und Marketing-Cookies, um unsere Kampagnen zu messen.',
    acceptAllBtn: 'Alle akzeptieren',
    acceptNecessaryBtn: 'Nur notwendige akzeptieren',
    showPreferencesBtn: 'Einstellungen verwalten',
  },
  preferencesModal: {
    title: 'Cookie-Einstellungen',
    savePreferencesBtn: 'Auswahl akzeptieren',
    closeIconLabel: 'Schließen',
    sections: [
      { title: 'Notwendig', description: 'Nötig, damit die Seite und die Anmeldung funktionieren. Immer an.', linkedCategory: 'necessary' },
      { title: 'Performance', description: 'Helfen uns zu verstehen, wie die Seite genutzt wird, damit wir sie schneller und klarer machen.', linkedCategory: 'performance' },
      { title: 'Marketing', description: 'Messen, welche Kampagnen und Partner Besucher zu Tandem bringen.', linkedCategory: 'marketing' },
    ],
  },
};

/** A bottom-left box, opt-in, shown at once; necessary (always on), performance (on), marketing (off); revision 0. */
export function consentConfig(locale: SiteLocale): CookieConsent.CookieConsentConfig {
  return {
    mode: 'opt-in',
    revision: 0,
    autoShow: true,
    // Shown to every visitor, automated browsers included (the library hides it from them by default).
    hideFromBots: false,
    cookie: { name: 'cc_cookie', secure: window.location.protocol === 'https:' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      performance: { enabled: true },
      marketing: { enabled: false },
    },
    language: { default: locale, translations: { en, de } },
  };
}

/** Shows the consent box; a failure is only logged. */
export async function runConsent(locale: SiteLocale): Promise<void> {
  try {
    await CookieConsent.run(consentConfig(locale));
  } catch (error) {
    console.error(error);
  }
}
