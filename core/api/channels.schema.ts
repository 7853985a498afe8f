import { z } from 'zod';
import { windowsSchema } from './posting-windows.schema';

/** `error` means the grant is dead or refused: the channel must be reconnected. */
export const CHANNEL_STATUSES = ['active', 'error'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** docs/visibility.md: how the channel's comments fare, and how long its connection lasts. */
export const channelHealthSchema = z.object({
  /** Of its comments looked at in the last 7 days, the share others could see; null: none yet. */
  visibleRate: z.number().min(0).max(1).nullable(),
  checked: z.number().int(),
  /** Its last 5 comments were not visible to others at their second look. */
  flagged: z.boolean(),
  /** When Google will end the connection (an app in Testing); null: not announced. */
  tokenExpiresAt: z.iso.datetime().nullable(),
});
export type ChannelHealth = z.infer<typeof channelHealthSchema>;

/**
 * A connected YouTube channel (an `account` in the API: docs/product.md §3, §10). Never its
 * tokens.
 */
export const channelSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  /** The channel's title: the name comments are posted under. */
  fullName: z.string().nullable(),
  /** The Google account that owns the channel. */
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(CHANNEL_STATUSES),
  /** Why the status is `error`, in Google's words where it gave some. */
  statusReason: z.string().nullable(),
  credentialId: z.string().nullable(),
  credentialName: z.string(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** docs/responsible-use.md §3: stopped after 5 failures in a row, until the user resumes it. */
  postingPaused: z.boolean(),
  /** Why: `failures` (5 in a row) or `hidden` (others do not see its comments). */
  pausedReason: z.enum(['failures', 'hidden']).nullable(),
  health: channelHealthSchema,
  commentsPosted: z.number().int(),
  connectedAt: z.iso.datetime(),
  /** docs/schedules.md: when the channel may post. */
  windows: windowsSchema,
});
export type Channel = z.infer<typeof channelSchema>;

export const channelListSchema = z.array(channelSchema);

/** The short form listed under each credential on /accounts (docs/product.md §7). */
export const credentialChannelSchema = channelSchema.pick({
  id: true,
  email: true,
  avatar: true,
  fullName: true,
  status: true,
});
export type CredentialChannel = z.infer<typeof credentialChannelSchema>;
export const credentialChannelListSchema = z.array(credentialChannelSchema);

/** What disconnecting one channel did: removed here always; revoked at Google when `success`. */
export const revokeResultSchema = z.object({
  email: z.string(),
  /** Which channel: one Google account may own several. */
  channel: z.string().nullable(),
  success: z.boolean(),
  error: z.string().optional(),
});
export type RevokeResult = z.infer<typeof revokeResultSchema>;

/** docs/product.md §3: the clear-accounts response. */
export const clearAccountsResultSchema = z.object({
  message: z.string(),
  cleared: z.number().int(),
  results: z.array(revokeResultSchema),
});
export type ClearAccountsResult = z.infer<typeof clearAccountsResultSchema>;
