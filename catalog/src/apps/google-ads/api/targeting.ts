import { z } from 'zod';
import { type HttpClient, NonRetryableError } from '@tandem/catalog/sdk';
import { type AdsAccount, searchStream } from './ads-api.js';
import { gaqlString } from './gaql.js';

/** ISO 3166-1 alpha-2 codes of the countries and territories Google Ads can target. */
export const adsCountryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
  'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
  'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;

/** A country to target, by its ISO code (`DE`). */
export const AdsCountry = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(adsCountryCodes, { error: 'Choose a country by its ISO code, e.g. DE' }));
export type AdsCountry = z.infer<typeof AdsCountry>;

/** Google Ads language constants (`languageConstants/<id>`) by ISO 639-1 code (zh-CN and zh-TW apart). */
export const adsLanguageIds = {
  en: 1000, de: 1001, fr: 1002, es: 1003, it: 1004, ja: 1005, da: 1009, nl: 1010, fi: 1011, ko: 1012, no: 1013, pt: 1014,
  sv: 1015, 'zh-CN': 1017, 'zh-TW': 1018, ar: 1019, bg: 1020, cs: 1021, el: 1022, hi: 1023, hu: 1024, id: 1025, is: 1026,
  he: 1027, lv: 1028, lt: 1029, pl: 1030, ru: 1031, ro: 1032, sk: 1033, sl: 1034, sr: 1035, uk: 1036, tr: 1037, ca: 1038,
  hr: 1039, vi: 1040, ur: 1041, tl: 1042, et: 1043, th: 1044, bn: 1056, fa: 1064, gu: 1072, kn: 1086, ml: 1098, mr: 1101,
  ms: 1102, pa: 1110, ta: 1130, te: 1131,
} as const;

export const AdsLanguage = z.enum(Object.keys(adsLanguageIds) as [keyof typeof adsLanguageIds, ...Array<keyof typeof adsLanguageIds>], { error: 'Choose a language by its code, e.g. de' });
export type AdsLanguage = z.infer<typeof AdsLanguage>;

export const languageConstant = (language: AdsLanguage): string => `languageConstants/${adsLanguageIds[language]}`;

/** Where ads show for keyword planning: Google Search, or with its search partners too. */
export const KeywordPlanNetwork = z.enum(['GOOGLE_SEARCH', 'GOOGLE_SEARCH_AND_PARTNERS']).default('GOOGLE_SEARCH_AND_PARTNERS').describe('Network');

/** Whether people in the places count, or also people interested in them. */
export const LocationTargetingType = z.enum(['PRESENCE_OR_INTEREST', 'PRESENCE']);

/** The geo target constants of countries, looked up by country code with the API. */
export async function countryGeoTargets(http: HttpClient, account: AdsAccount, countries: readonly AdsCountry[]): Promise<string[]> {
  if (countries.length === 0) return [];
  const rows = await searchStream(
    http,
    account,
    `SELECT geo_target_constant.resource_name, geo_target_constant.country_code FROM geo_target_constant WHERE geo_target_constant.country_code IN (${countries.map(gaqlString).join(', ')}) AND geo_target_constant.target_type = 'Country'`,
  );
  const byCode = new Map(rows.map((row) => {
    const geo = row.geoTargetConstant as { resourceName: string; countryCode: string };
    return [geo.countryCode, geo.resourceName] as const;
  }));
  const missing = countries.filter((code) => !byCode.has(code));
  if (missing.length > 0) throw new NonRetryableError(`Google Ads cannot target these countries: ${missing.join(', ')}`);
  return countries.map((code) => byCode.get(code)!);
}
