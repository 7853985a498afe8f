/** Every toast about a channel is on a topic under this one. */
export const CHANNELS_TOPIC = 'channel';

/**
 * What a toast about one channel is about: a newer one on it replaces it, and it leaves with the
 * channel (disconnected: "needs to be reconnected" no longer holds).
 */
export const channelTopic = (channel: string) => `${CHANNELS_TOPIC}:${channel}`;
