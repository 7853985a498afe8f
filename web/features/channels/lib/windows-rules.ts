import { windowsBodySchema } from '@core/api/posting-windows.schema';
import { slotLength } from '@core/time/posting-windows';

/**
 * A channel's windows as the server takes them (docs/schedules.md §2): the body's shape, then
 * the service's own refusals, in its words: no slot at all, or a slot that ends when it starts.
 */
export const windowsRules = windowsBodySchema.superRefine(({ slots }, context) => {
  if (slots.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['slots'],
      message: 'errors.code.WINDOWS_NEVER_OPEN',
    });
  }
  slots.forEach((slot, index) => {
    if (slotLength(slot) === 0) {
      context.addIssue({
        code: 'custom',
        path: ['slots', index, 'to'],
        message: 'errors.code.WINDOW_SLOT_EMPTY',
        params: { detail: index + 1 },
      });
    }
  });
});
