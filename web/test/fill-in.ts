import userEvent from '@testing-library/user-event';

/**
 * Puts `text` into a field as a paste does: one input event instead of a dozen per word. Typing key
 * by key re-renders a whole form per character, which takes seconds on a busy CI machine.
 */
export async function fillIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
