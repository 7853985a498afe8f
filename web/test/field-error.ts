/**
 * What a field says is wrong with it, as a screen reader finds it: the field is marked invalid
 * (aria-invalid) and the error is the first text that describes it (aria-describedby; Mantine
 * names the error before the field's hint). Undefined when the field is not marked invalid.
 */
export function fieldError(field: HTMLElement): string | undefined {
  if (field.getAttribute('aria-invalid') !== 'true') return undefined;
  const [first] = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return (first && document.getElementById(first)?.textContent) || undefined;
}
