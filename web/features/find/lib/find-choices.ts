/**
 * The countries and languages offered: the common ones (the emulator's catalogue lives in the
 * first eight), named by the browser in the interface language rather than by our own lists.
 */
export const FIND_REGIONS = [
  'US',
  'GB',
  'IN',
  'TW',
  'HK',
  'SG',
  'JP',
  'DE',
  'CN',
  'CA',
  'AU',
  'FR',
  'KR',
  'BR',
  'MX',
  'ES',
] as const;

/** relevanceLanguage values: ISO 639-1, with Chinese split by script as YouTube does. */
export const FIND_LANGUAGES = [
  'en',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'de',
  'fr',
  'es',
  'pt',
  'hi',
];

const names = new Map<string, Intl.DisplayNames>();
function displayNames(locale: string, type: 'region' | 'language') {
  const key = `${locale}:${type}`;
  let found = names.get(key);
  if (!found) names.set(key, (found = new Intl.DisplayNames([locale], { type })));
  return found;
}

/** Choices for a Select, "any" first. */
export function namedChoices(
  codes: readonly string[],
  locale: string,
  type: 'region' | 'language',
  any: string,
) {
  return [
    { value: '', label: any },
    ...codes.map((code) => ({ value: code, label: displayNames(locale, type).of(code) ?? code })),
  ];
}
