import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import i18n from '../i18n/i18n';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning';

const COLORS: Record<ToastVariant, string | undefined> = {
  default: undefined,
  destructive: 'red',
  success: 'green',
  warning: 'yellow',
};

/** When more are waiting than fit on screen, failures are shown first: they ask for action. */
const PRIORITY: Record<ToastVariant, number> = {
  default: 0,
  success: 0,
  warning: 1,
  destructive: 2,
};

/** docs/product.md §9: errors and general toasts stay 5000 ms. */
export const TOAST_DURATION_MS = 5000;

const TOPIC = 'data-topic';
const ABOUT_FORM = 'data-about-form';
const SHOWN_AT = 'data-shown-at';
/** When its time is up: a dialog that shows it, or the page after one, keeps to it. */
const ENDS_AT = 'data-ends-at';
const PAGE = 'data-page';

/**
 * A page change leaves the toasts of the page before it behind, but for one shown this recently:
 * it tells the outcome of the action that led to the new page ("Login successful", then the
 * dashboard), and it stays there until the next page change.
 */
export const TOAST_FOLLOWS_ACTION_MS = 1500;
/** How many pages the user has been on: a toast remembers the one it was shown on. */
let page = 0;

/**
 * Shows a toast. An identical one (same title, description and variant) still on screen is not
 * shown twice: the id is derived from the content, and the store ignores a repeated id.
 *
 * `topic` names what the toast is about ("sign-in", "channel:<id>"): a newer toast on the same
 * topic replaces the older ones, so "Login failed" leaves as soon as "Login successful" comes.
 */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
  topic,
  aboutForm = false,
}: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  topic?: string;
  /** What is wrong with a form's input: it leaves as soon as the user changes the form. */
  aboutForm?: boolean;
}) {
  const id = `toast:${variant}:${title}:${description ?? ''}`;
  const data: NotificationData = {
    id,
    title,
    message: description ?? '',
    color: COLORS[variant],
    autoClose: duration,
    withBorder: true,
    // The ✕ has no text of its own: its name, in the language of the page.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    priority: PRIORITY[variant],
    'data-variant': variant,
    [SHOWN_AT]: Date.now(),
    [ENDS_AT]: Date.now() + duration,
    [PAGE]: page,
    ...(aboutForm && { [ABOUT_FORM]: true }),
    ...(topic && { [TOPIC]: topic }),
  };
  if (!topic) return notifications.show(data);
  notifications.updateState(notificationsStore, (shown) => {
    const kept = shown.filter((item) => item.id === id || item[TOPIC] !== topic);
    return kept.some((item) => item.id === id) ? kept : [...kept, data];
  });
  return id;
}

function dismissWhere(gone: (item: NotificationData) => boolean) {
  const all = [
    ...notificationsStore.getState().notifications,
    ...notificationsStore.getState().queue,
  ];
  if (!all.some(gone)) return;
  notifications.updateState(notificationsStore, (shown) => shown.filter((item) => !gone(item)));
}

/**
 * What was said on a topic, and on the topics under it (`channel` holds `channel:<id>`), no
 * longer holds: a new attempt was made, or what it was about is gone.
 */
export function dismissTopic(topic: string) {
  dismissWhere((item) => {
    const about = item[TOPIC] as unknown;
    return typeof about === 'string' && (about === topic || about.startsWith(`${topic}:`));
  });
}

/** The user changed a form: what was said about its earlier input no longer holds. */
export const dismissFormToasts = () => dismissWhere((item) => item[ABOUT_FORM] === true);

/** The page changed: toasts from before leave, but for one the action just now showed. */
export function pageChanged(now = Date.now()) {
  dismissWhere(
    (item) => Number(item[PAGE]) < page || now - Number(item[SHOWN_AT]) > TOAST_FOLLOWS_ACTION_MS,
  );
  page += 1;
}

/** How long a toast has left of its time, counted from when it was raised. */
export function timeLeft(item: NotificationData, now = Date.now()) {
  if (typeof item.autoClose !== 'number') return Infinity;
  return Number(item[ENDS_AT] ?? now + item.autoClose) - now;
}

/**
 * A dialog closed: the page's toasts come back with what is left of their time, not all of it
 * again; those whose time ran out while the dialog showed them are gone.
 */
export function keepToastsTime(now = Date.now()) {
  notifications.updateState(notificationsStore, (shown) =>
    shown
      .filter((item) => timeLeft(item, now) > 0)
      .map((item) =>
        typeof item.autoClose === 'number' ? { ...item, autoClose: timeLeft(item, now) } : item,
      ),
  );
}
