import { useEffect } from 'react';
import { isLanguage } from '../../../../core/languages';
import { useTranslation } from '../../../i18n/use-translation';
import { useRememberLanguage } from '../api/account';
import { useCurrentUser } from '../api/current-user';

/** The user's emails are written in the app's language: the server learns when it changes. */
export function useEmailLanguage() {
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const { mutate, isPending } = useRememberLanguage();
  const language = i18n.language;
  const stored = user?.language;
  useEffect(() => {
    if (stored && stored !== language && isLanguage(language) && !isPending) mutate(language);
  }, [stored, language, mutate, isPending]);
}
