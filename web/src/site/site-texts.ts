import type { SiteLocale } from './site-pages';
import type { SiteText } from './site-text';
import { siteTextDe } from './site-text-de';
import { siteTextEn } from './site-text-en';

export const siteTexts: Record<SiteLocale, SiteText> = { en: siteTextEn, de: siteTextDe };
