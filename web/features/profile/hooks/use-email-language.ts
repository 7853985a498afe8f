import { useEffect } from 'react';
import { isLanguage } from '@core/languages';
import { changeLanguage, languageChosenHere } from '@web/i18n/i18n';
import { useTranslation } from '@web/i18n/use-translation';
import { useRememberLanguage } from '../api/profile';
import { useCurrentUser } from '@web/hooks/use-current-user';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The user and language last told to the server in this tab. */
let told: string | undefined;

/**
 * The user's emails are written in the app's language, with times on the browser's clock: the
 * server learns when either changes. A browser where no language was ever chosen (a new device)
 * takes the account's instead: that is the person's choice, made elsewhere, and telling the
 * server this browser's default would switch their emails to it.
 */
export function useEmailLanguage() {
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const { mutate } = useRememberLanguage();
  const language = i18n.language;
  const changed = user && (user.language !== language || user.timeZone !== zone);
  const userId = user?.id;
  const adopt = user && !languageChosenHere() && isLanguage(user.language) ? user.language : null;
  useEffect(() => {
    if (adopt) void changeLanguage(adopt);
  }, [adopt]);
  useEffect(() => {
    if (adopt) return;
    // Once per language: a zone the server does not know would otherwise be sent forever.
    const key = `${userId}|${language}`;
    if (!changed || !isLanguage(language) || told === key) return;
    told = key;
    mutate({ language, timeZone: zone });
  }, [adopt, changed, userId, language, mutate]);
}
