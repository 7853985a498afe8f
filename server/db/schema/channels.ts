import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WindowSlot } from '@core/time/posting-windows';
import { primaryId, timestamps, timestamptz } from './columns';
import { users } from './users';
import { workspaceOwner, workspaces } from './workspaces';

/** A workspace's Google API credential. The client secret is sealed (AES-256-GCM). */
export const credentials = pgTable(
  'credentials',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * The user says the credential's app is in Google's "Testing" status: its grants end 7 days
     * after they are given, whether or not Google's answer says so (docs/visibility.md).
     */
    testing: boolean('testing').notNull().default(false),
    /**
     * docs/platform.md §2: the daily limits of the credential's Google Cloud project, when its
     * quota was raised (or is lower); null is the server's default from configuration.
     */
    quotaDailyUnits: integer('quota_daily_units'),
    quotaSearchCalls: integer('quota_search_calls'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('credentials_workspace_client_key').on(t.workspaceId, t.clientId),
    // At most one default per workspace, whatever the application does.
    uniqueIndex('credentials_one_default_key')
      .on(t.workspaceId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A connected YouTube channel (the "connected account" of docs/product.md §3). `credentialId` null:
 * connected through the server-level credential. Tokens are sealed; `status` is `active` or
 * `error`.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: primaryId(),
    workspaceId: workspaceOwner(),
    credentialId: uuid('credential_id').references(() => credentials.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    channelTitle: text('channel_title'),
    email: text('email').notNull(),
    avatar: text('avatar'),
    googleSub: text('google_sub'),
    status: text('status', { enum: ['active', 'error'] })
      .notNull()
      .default('active'),
    statusReason: text('status_reason'),
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    tokenExpiresAt: timestamptz('token_expires_at'),
    /** When the user last gave the grant (connected or reconnected the channel). */
    grantedAt: timestamptz('granted_at').notNull().defaultNow(),
    /** When Google ends the grant itself (its refresh token's announced life); null: not said. */
    grantExpiresAt: timestamptz('grant_expires_at'),
    /** When the grant was last proven alive by a token refresh (the daily check). */
    grantCheckedAt: timestamptz('grant_checked_at'),
    lastUsedAt: timestamptz('last_used_at'),
    commentsPosted: integer('comments_posted').notNull().default(0),
    /** Pacing: this channel posts its next comment no sooner than this. */
    nextPostAt: timestamptz('next_post_at'),
    /**
     * docs/responsible-use.md §3: after 5 failures in a row, the channel stops posting until
     * resumed.
     */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    postingPaused: boolean('posting_paused').notNull().default(false),
    /** Why posting is paused: `failures` (5 in a row) or `hidden` (its comments are not seen). */
    pausedReason: text('paused_reason', { enum: ['failures', 'hidden'] }),
    /** Resumed by the user: its health flag counts only the looks after this. */
    healthResetAt: timestamptz('health_reset_at'),
    /**
     * docs/schedules.md: weekly posting slots on the wall clock of `windowsTimeZone`; null:
     * always open.
     */
    windowSlots: jsonb('window_slots').$type<WindowSlot[]>(),
    windowsTimeZone: text('windows_time_zone'),
    /**
     * Outside its windows the channel is held until this, their next opening (set by the worker
     * that found them closed); null: not held. Cleared when the windows change.
     */
    windowOpensAt: timestamptz('window_opens_at'),
    /**
     * It has comments waiting to post (kept by triggers on comments, migration 0040): the worker's
     * claim walks only these channels.
     */
    queued: boolean('queued').notNull().default(false),
    /** When its last send began: the claim takes the channel that has waited longest first. */
    lastSendAt: timestamptz('last_send_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_workspace_channel_key').on(t.workspaceId, t.channelId),
    index('accounts_credential_id_idx').on(t.credentialId),
    index('accounts_queue_idx')
      .on(t.lastSendAt.asc().nullsFirst(), t.id)
      .where(sql`${t.queued}`),
  ],
);

/**
 * One OAuth round trip in flight: `state` and the browser cookie it is bound to are stored
 * hashed; the PKCE verifier is sealed. Consumed (deleted) by the callback; 10 minutes at most.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: primaryId(),
    stateHash: text('state_hash').notNull(),
    bindingHash: text('binding_hash').notNull(),
    /** The signed-in user connecting a channel; null: an anonymous visitor signing in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The workspace the channel goes to (the session's when it started); null when signing in. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Null: the server-level credential. */
    credentialId: uuid('credential_id').references(() => credentials.id, { onDelete: 'cascade' }),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    returnTo: text('return_to'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('oauth_states_state_hash_key').on(t.stateHash),
    index('oauth_states_expires_at_idx').on(t.expiresAt),
  ],
);
