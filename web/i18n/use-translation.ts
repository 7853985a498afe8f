import { useSyncExternalStore } from 'react';
import i18n from './i18n';

const subscribe = (onChange: () => void) => i18n.on('languageChanged', onChange);
const currentT = () => i18n.t;

/** The current language's `t`; the component draws again, with a new `t`, when it changes. */
export function useTranslation() {
  const t = useSyncExternalStore(subscribe, currentT);
  return { t, i18n };
}
