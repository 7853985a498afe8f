import type { TFunction } from '@web/i18n/translator';

/** A person as the approval answers name them: their address, or null once their account went. */
export const personName = (t: TFunction, person: { email: string } | null) =>
  person?.email ?? t('approvals.formerMember');
