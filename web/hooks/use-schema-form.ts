import { useForm } from '@mantine/form';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { useTranslation } from '../i18n/use-translation';
import { checkValues, type FormMessages } from '../lib/form-issues';

/**
 * A Mantine form whose rules are a zod schema made of core/api's, the server's own: its issues
 * show under their fields in the user's language (form-issues.ts), and `submit` hands the handler
 * what the schema made of the values (trimmed, defaults filled), as the server will read them.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Out>(options: {
  /** Tells two forms on one page apart (the first field at fault is found by it). */
  name: string;
  initialValues: Values;
  rules: ZodType<Out>;
  /** The screen's own words for some rules (form-issues.ts). */
  messages?: FormMessages;
}) {
  const { t } = useTranslation();
  const parsed = useRef<Out>(undefined);
  const latest = useRef({ t, ...options });
  useLayoutEffect(() => {
    latest.current = { t, ...options };
  });
  // One function for the form's life: Mantine remakes its setters when its rules change.
  const [validate] = useState(() => (values: Values) => {
    const { t, rules, messages } = latest.current;
    const checked = checkValues(t, rules, values, messages);
    parsed.current = checked.data;
    return checked.errors ?? {};
  });
  const form = useForm<Values>({
    name: options.name,
    initialValues: options.initialValues,
    validate,
  });

  /** The form's onSubmit: the handler, with the parsed values; else the focus to the first field at fault. */
  const submit = (handler: (data: Out, values: Values) => void | Promise<unknown>) =>
    form.onSubmit(
      (values) => handler(parsed.current as Out, values),
      (errors, _values, event) =>
        firstOnPage(
          // A field bound by hand (no getInputProps) is found by its name in the form sent.
          Object.keys(errors).map((path) => form.getInputNode(path) ?? named(event, path)),
        )?.focus(),
    );

  return { ...form, submit };
}

const CONTROL = 'input, select, textarea, button';

const named = (event: FormEvent<HTMLFormElement> | undefined, path: string) => {
  const field = event?.currentTarget.elements.namedItem(path);
  return field instanceof HTMLElement ? field : null;
};

/**
 * The first of these fields on the page (a form's own rule is found after the body's, above it
 * or not), or its first control when it is a group (a list of checkboxes).
 */
function firstOnPage(nodes: (HTMLElement | null)[]) {
  const first = nodes
    .filter((node) => node !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  return first?.matches(CONTROL) ? first : first?.querySelector<HTMLElement>(CONTROL);
}
