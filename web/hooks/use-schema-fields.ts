import type { UseFieldReturnType } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { useTranslation } from '../i18n/use-translation';
import { checkValues, type FormMessages } from '../lib/form-issues';
import { toast } from '../lib/toast';

/** A form's fields by name, each made by @mantine/form's `useField`; an input's `name` is its key. */
type Fields = Record<string, UseFieldReturnType<string>>;

/**
 * useSchemaForm for the sign-in page: the same rules on `useField`, one per field (about 1 kB
 * compressed), instead of `useForm` (6.5 kB, more than the page's budget has left:
 * docs/performance.md §4). The schema, and zod with it, loads when the form first takes the
 * focus (`load`), and a submit waits for it.
 */
export function useSchemaFields<Out>(
  fields: Fields,
  options: { rules: () => Promise<ZodType<Out>>; messages?: FormMessages },
) {
  const { t } = useTranslation();
  const loaded = useRef<Promise<ZodType<Out>>>(undefined);
  const load = () => {
    loaded.current ??= options.rules().catch((error: unknown) => {
      // Asked for again at the next submit.
      loaded.current = undefined;
      throw error;
    });
    return loaded.current;
  };

  const check = async (form: HTMLFormElement) => {
    const values = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, field.getValue()]),
    );
    const { data, errors } = checkValues(t, await load(), values, options.messages);
    for (const [name, field] of Object.entries(fields)) field.setError(errors?.[name] ?? null);
    const first = Object.keys(fields).find((name) => errors?.[name]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return data;
  };

  /** The form's onSubmit: the handler runs with what the schema made of the values. */
  const submit =
    (handler: (data: Out) => Promise<unknown>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void check(event.currentTarget).then(
        (data) => (data === undefined ? undefined : handler(data)),
        () => toast({ title: t('errors.unknown'), variant: 'destructive' }),
      );
    };

  return { submit, load: () => void load().catch(() => undefined) };
}
