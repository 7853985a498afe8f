import type { Channel } from '@core/api/channels.schema';

/**
 * A channel as the server answers it: connected through the server's credential, posting, its
 * windows always open; `changes` on top.
 */
export const aChannel = (changes: Partial<Channel> = {}): Channel => ({
  id: 'c1',
  channelId: 'UCtravels',
  fullName: 'Travels',
  email: 'travels@example.com',
  avatar: null,
  status: 'active',
  statusReason: null,
  credentialId: null,
  credentialName: 'Server',
  lastUsedAt: null,
  postingPaused: false,
  pausedReason: null,
  health: { visibleRate: null, checked: 0, flagged: false, tokenExpiresAt: null },
  commentsPosted: 0,
  connectedAt: '2026-01-01T00:00:00.000Z',
  windows: { alwaysOpen: true, timeZone: null, slots: [], opensAt: null },
  ...changes,
});
