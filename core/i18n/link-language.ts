import { isLanguage, type Language } from '../languages';

/**
 * docs/email.md §3: a link in an email names the email's language, so that the page it opens
 * speaks it in a browser that never chose a language (web/i18n/i18n.ts).
 */
export const LINK_LANGUAGE_PARAM = 'lang';

/** `link` (an address or a path, with or without a query or a #fragment) naming `language`. */
export function withLinkLanguage(link: string, language: Language) {
  const hash = link.indexOf('#');
  const [address, fragment] = hash < 0 ? [link, ''] : [link.slice(0, hash), link.slice(hash)];
  const joint = address.includes('?') ? '&' : '?';
  return `${address}${joint}${LINK_LANGUAGE_PARAM}=${language}${fragment}`;
}

/** The language a page's query (`location.search`) names, when it is one of the app's. */
export function linkLanguage(search: string): Language | undefined {
  const named = new URLSearchParams(search).get(LINK_LANGUAGE_PARAM);
  return isLanguage(named) ? named : undefined;
}
