import type { core, ZodType } from 'zod';
import type { TKey } from '@core/i18n/keys';
import { optionalText, type TFunction } from '../i18n/translator';

/**
 * What a rule of a core schema found wrong with a field, in the words of the catalogue. Only the
 * issue's code and the limit it carries are read: a schema's own English message (the server's
 * log's words) is never shown.
 */
export type IssueKind =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'tooFew'
  | 'tooMany'
  | 'notWhole'
  | 'email'
  | 'format'
  | 'invalid';

const DEFAULT_TEXT: Record<IssueKind, TKey> = {
  required: 'errors.field.required',
  tooShort: 'errors.field.tooShort',
  tooLong: 'errors.field.tooLong',
  tooSmall: 'errors.field.tooSmall',
  tooBig: 'errors.field.tooBig',
  tooFew: 'errors.field.tooFew',
  tooMany: 'errors.field.tooMany',
  notWhole: 'errors.field.notWhole',
  email: 'errors.field.email',
  format: 'errors.field.format',
  invalid: 'errors.field.invalid',
};

/** A screen's own words for some of a field's rules (a password too short, a name taken). */
export type FieldMessages = Partial<Record<IssueKind, TKey>>;
/** By field: its top-level name ('password') or a whole path ('slots.0.to'). */
export type FormMessages = Record<string, FieldMessages>;

const isEmpty = (input: unknown) =>
  input === undefined ||
  input === null ||
  (typeof input === 'string' && !input.trim()) ||
  (Array.isArray(input) && input.length === 0);

/** A custom issue (a form's own rule: `.refine`) is named by its message, a catalogue key. */
export function issueKind(issue: core.$ZodIssue): IssueKind | undefined {
  if (issue.code === 'custom') return undefined;
  // Nothing given fails whichever rule comes first (a format, a minimum): it is one thing to say.
  if (isEmpty(issue.input)) return 'required';
  const counted = issue.code === 'too_small' || issue.code === 'too_big' ? issue.origin : '';
  const small = issue.code === 'too_small';
  if (counted === 'string') return small ? 'tooShort' : 'tooLong';
  if (counted === 'array' || counted === 'set') return small ? 'tooFew' : 'tooMany';
  if (counted) return small ? 'tooSmall' : 'tooBig';
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'notWhole';
  if (issue.code === 'invalid_format') return issue.format === 'email' ? 'email' : 'format';
  return 'invalid';
}

const limits = (issue: core.$ZodIssue) => ({
  min: issue.code === 'too_small' ? Number(issue.minimum) : undefined,
  max: issue.code === 'too_big' ? Number(issue.maximum) : undefined,
});

/** An issue in the user's language: the screen's own words for it when it has them. */
export function issueText(t: TFunction, issue: core.$ZodIssue, messages: FormMessages = {}) {
  const kind = issueKind(issue);
  if (!kind) {
    const params = issue.code === 'custom' ? (issue.params as Record<string, string | number>) : {};
    return optionalText(t, issue.message, params) ?? t(DEFAULT_TEXT.invalid);
  }
  const path = issue.path.map(String);
  const own = messages[path.join('.')]?.[kind] ?? messages[path[0] ?? '']?.[kind];
  return t(own ?? DEFAULT_TEXT[kind], limits(issue));
}

/**
 * Which of a field's issues it shows: that it is empty, first; then a form's own rule (it names the
 * problem more closely than a bound of the body, as a webhook's address rules do); then the rest,
 * in the schema's order.
 */
const rank = (issue: core.$ZodIssue) => {
  const kind = issueKind(issue);
  return kind === 'required' ? 0 : kind === undefined ? 1 : 2;
};

/** The errors a form shows, by field path: one issue of each field. */
export function issueErrors(
  t: TFunction,
  issues: readonly core.$ZodIssue[],
  messages?: FormMessages,
): Record<string, string> {
  const shown = new Map<string, core.$ZodIssue>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const before = shown.get(path);
    if (!before || rank(issue) < rank(before)) shown.set(path, issue);
  }
  return Object.fromEntries(
    [...shown].map(([path, issue]) => [path, issueText(t, issue, messages)]),
  );
}

/**
 * What a form's schema makes of its values: the body to send (trimmed, defaults filled, as the
 * server will read it), or the errors to show by field. zod itself comes with the schema: this
 * file names only its types.
 */
export function checkValues<Out>(
  t: TFunction,
  schema: ZodType<Out>,
  values: unknown,
  messages?: FormMessages,
): { data: Out; errors?: undefined } | { data?: undefined; errors: Record<string, string> } {
  const result = schema.safeParse(values, { reportInput: true });
  return result.success
    ? { data: result.data }
    : { errors: issueErrors(t, result.error.issues, messages) };
}
