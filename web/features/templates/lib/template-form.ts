import type { ReactNode } from 'react';
import { TEMPLATE_MAX } from '@core/api/limits';
import type { TFunction } from '@web/i18n/translator';
import type { FormMessages } from '@web/lib/form-issues';

/** The words a template's rules keep on the Comments page. */
export const TEMPLATE_MESSAGES: FormMessages = {
  content: { required: 'templates.emptyContent', tooLong: 'templates.tooLong' },
};

/**
 * What the text box says under it: the form's error after a submit; before one, that the text is
 * too long, as it is typed, beside the counter.
 */
export const contentError = (t: TFunction, formError: ReactNode, content: string) =>
  formError ??
  ([...content].length > TEMPLATE_MAX ? t('templates.tooLong', { max: TEMPLATE_MAX }) : undefined);
