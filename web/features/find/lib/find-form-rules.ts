import { z } from 'zod';
import {
  findPopularQuerySchema,
  findSearchQuerySchema,
  findSourceQuerySchema,
} from '@core/api/find.schema';
import type { FormMessages } from '@web/lib/form-issues';
import { findRequest, type FindFormValues } from './find-form-state';

const QUERY = {
  search: findSearchQuerySchema,
  popular: findPopularQuerySchema,
  source: findSourceQuerySchema,
};

/**
 * The form as the server will check the request it makes (findRequest): the chosen source's
 * query schema, whose fields the form's share names with. Then a minimum over its maximum, the
 * form's own rule, so that a search that cannot find anything costs nothing.
 */
export const findFormRules = z.custom<FindFormValues>().superRefine((form, context) => {
  const { kind, query } = findRequest(form);
  const checked = QUERY[kind].safeParse(query, { reportInput: true });
  for (const issue of checked.error?.issues ?? []) context.addIssue(issue as z.core.$ZodRawIssue);
  for (const field of ['views', 'likes'] as const) {
    const min = form[`${field}Min`];
    const max = form[`${field}Max`];
    if (min !== '' && max !== '' && min > max) {
      context.addIssue({
        code: 'custom',
        path: [`${field}Min`],
        message: `find.form.${field}MinOverMax`,
      });
    }
  }
});

export const FIND_FORM_MESSAGES: FormMessages = {
  q: { required: 'find.form.queryRequired' },
  link: { required: 'find.form.linkRequired' },
};
