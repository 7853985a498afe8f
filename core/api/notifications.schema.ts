import { z } from 'zod';

/**
 * docs/notifications.md §1: what the app tells a user without being watched, by the names
 * webhooks give them. A new kind of event is a new name here, its data below, and its words.
 */
export const EVENT_TYPES = [
  'batch.finished',
  'batch.approvalRequested',
  'batch.approved',
  'batch.rejected',
  'comments.unconfirmed',
  'reply.received',
  'channel.reconnectNeeded',
  'channel.expiring',
  'quota.low',
  'quota.spent',
  'digest',
  'email.failed',
  'export.ready',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Told in the centre always, and by no email: an email that could not be sent, an export made. */
export const CENTRE_EVENTS = ['email.failed', 'export.ready'] as const;
type CentreEvent = (typeof CENTRE_EVENTS)[number];
export const isCentreEvent = (type: string): type is CentreEvent =>
  (CENTRE_EVENTS as readonly string[]).includes(type);

/** The events a user chooses how to hear of: not the digest (itself a way of hearing). */
export const NOTIFIED_EVENTS = EVENT_TYPES.filter(
  (type): type is Exclude<EventType, 'digest' | CentreEvent> =>
    type !== 'digest' && !isCentreEvent(type),
);
export type NotifiedEvent = (typeof NOTIFIED_EVENTS)[number];

/** Something waits for the user: by email at once unless they say otherwise. */
export const CRITICAL_EVENTS: readonly NotifiedEvent[] = [
  'batch.approvalRequested',
  'batch.rejected',
  'comments.unconfirmed',
  'channel.reconnectNeeded',
  'channel.expiring',
  'quota.spent',
];
export const isCritical = (type: NotifiedEvent) => CRITICAL_EVENTS.includes(type);

const quotaData = z.object({
  /** null: the server's own credential (GOOGLE_CLIENT_ID). */
  credentialId: z.string().nullable(),
  credentialName: z.string(),
  used: z.number().int(),
  limit: z.number().int(),
  /** The quota day (Pacific), YYYY-MM-DD. */
  day: z.string(),
});
const channelData = z.object({ accountId: z.string(), channelTitle: z.string() });

/** Each event's data, as the centre, the emails and the webhooks carry it. */
export const EVENT_DATA = {
  'batch.finished': z.object({
    batchId: z.string(),
    total: z.number().int(),
    posted: z.number().int(),
    failed: z.number().int(),
    unconfirmed: z.number().int(),
    /** Ended by the user before everything was posted. */
    cancelled: z.boolean(),
  }),
  /** docs/architecture.md §10: told to the workspace's owners and admins. */
  'batch.approvalRequested': z.object({
    batchId: z.string(),
    total: z.number().int(),
    channels: z.number().int(),
    /** Who confirmed it (their email). */
    author: z.string(),
  }),
  /** Told to its author. */
  'batch.approved': z.object({
    batchId: z.string(),
    total: z.number().int(),
    /** Who approved it (their email). */
    by: z.string(),
  }),
  'batch.rejected': z.object({
    batchId: z.string(),
    total: z.number().int(),
    by: z.string(),
    reason: z.string(),
  }),
  'comments.unconfirmed': z.object({ batchId: z.string().nullable(), count: z.number().int() }),
  /**
   * docs/replies.md §4: others replied in a thread of the workspace's comment; told once per
   * reading of the thread, with the newest reply (`replyId`, the inbox's) and how many are new.
   */
  'reply.received': z.object({
    replyId: z.string(),
    commentId: z.string(),
    count: z.number().int(),
    author: z.string(),
    /** The newest reply's first 200 characters. */
    excerpt: z.string(),
    /** The channel whose comment it answers. */
    channelTitle: z.string(),
    videoId: z.string(),
  }),
  'channel.reconnectNeeded': channelData.extend({ reason: z.string() }),
  'channel.expiring': channelData.extend({ endsAt: z.iso.datetime() }),
  'quota.low': quotaData,
  'quota.spent': quotaData,
  digest: z.object({ count: z.number().int(), since: z.iso.datetime() }),
  /** An email the SMTP server refused for 24 hours (docs/email.md §2): what it was, and why. */
  'email.failed': z.object({
    kind: z.string(),
    subject: z.string(),
    error: z.string().nullable(),
    queuedAt: z.iso.datetime(),
  }),
  /** "Export my data" is ready: downloadable once, until `expiresAt`. */
  'export.ready': z.object({
    exportId: z.string(),
    sizeBytes: z.number().int(),
    expiresAt: z.iso.datetime(),
  }),
} satisfies Record<EventType, z.ZodType>;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_DATA)[T]>;

const notificationOf = <T extends EventType>(type: T) =>
  z.object({
    /** The event's id: the same in the centre, the email and every webhook delivery. */
    id: z.string(),
    type: z.literal(type),
    data: EVENT_DATA[type],
    createdAt: z.iso.datetime(),
    readAt: z.iso.datetime().nullable(),
  });
export const notificationSchema = z.discriminatedUnion('type', [
  notificationOf('batch.finished'),
  notificationOf('batch.approvalRequested'),
  notificationOf('batch.approved'),
  notificationOf('batch.rejected'),
  notificationOf('comments.unconfirmed'),
  notificationOf('reply.received'),
  notificationOf('channel.reconnectNeeded'),
  notificationOf('channel.expiring'),
  notificationOf('quota.low'),
  notificationOf('quota.spent'),
  notificationOf('digest'),
  notificationOf('email.failed'),
  notificationOf('export.ready'),
]);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** As `unreadCountSchema`'s. */
  unread: z.number().int(),
  /** Pass as `before` for the next, older page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = z.object({
  /** An id from `nextBefore`: the page of older ones. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const unreadCountSchema = z.object({
  /** At most UNREAD_COUNT_MAX (core/notifications/unread.ts): that many or more. */
  unread: z.number().int(),
});

/** Read: one, or every one up to now. */
export const markReadBodySchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);

export const EMAIL_CHOICES = ['off', 'now', 'digest'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];
export const eventChoiceSchema = z.object({
  inApp: z.boolean(),
  /** `now` for the critical events only; the others go in the digest or not by email. */
  email: z.enum(EMAIL_CHOICES),
});
export type EventChoice = z.infer<typeof eventChoiceSchema>;

export const DIGEST_FREQUENCIES = ['hourly', 'daily'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

const eventChoices = z.object(
  Object.fromEntries(NOTIFIED_EVENTS.map((type) => [type, eventChoiceSchema])) as Record<
    NotifiedEvent,
    typeof eventChoiceSchema
  >,
);

export const notificationPrefsSchema = z.object({
  events: eventChoices,
  digest: z.enum(DIGEST_FREQUENCIES),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/** What a user hears of each event before they choose: critical ones by email at once. */
export function defaultPrefs(): NotificationPrefs {
  const events = Object.fromEntries(
    NOTIFIED_EVENTS.map((type) => [
      type,
      { inApp: true, email: isCritical(type) ? 'now' : 'off' } satisfies EventChoice,
    ]),
  ) as NotificationPrefs['events'];
  return { events, digest: 'daily' };
}

/** Saved: a non-critical event sent "at once" is refused, so a busy batch never floods a mailbox. */
export const updatePrefsBodySchema = notificationPrefsSchema
  .partial()
  .extend({ events: eventChoices.partial().optional() })
  .refine(
    (body) =>
      Object.entries(body.events ?? {}).every(
        ([type, choice]) => choice?.email !== 'now' || isCritical(type as NotifiedEvent),
      ),
    { message: 'Only the events that need the user can be emailed at once.', path: ['events'] },
  );
export type UpdatePrefsBody = z.infer<typeof updatePrefsBodySchema>;

/** The preferences page: the choices, and whether emails can reach the user now. */
export const notificationSettingsSchema = z.object({
  prefs: notificationPrefsSchema,
  /** The server sends email (SMTP_URL). */
  mailEnabled: z.boolean(),
  /** Emails about events go only to a confirmed address. */
  emailVerified: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Leaving the digest from its email: the signed token of its link. */
export const unsubscribeBodySchema = z.object({ token: z.string().max(200).optional() });
