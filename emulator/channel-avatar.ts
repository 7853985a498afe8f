import { createHash } from 'node:crypto';

/** Where channels.list points a channel's picture: served by the emulator itself (no internet). */
export const avatarPath = (channelId: string, size: number) =>
  `/avatars/${encodeURIComponent(channelId)}/s${size}.svg`;

/**
 * Two letters from the channel's title, one per word where it has several ("Alice Cooks" → AC,
 * "Alice Travels" → AT): two channels of one Google user never look alike.
 */
export function avatarInitials(title: string) {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters =
    words.length > 1 ? [words[0]![0], words[1]![0]] : Array.from(words[0] ?? '?').slice(0, 2);
  return letters.join('').toUpperCase();
}

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round picture: the initials on a colour derived from the channel id. */
export function avatarSvg(channelId: string, title: string) {
  const hue = createHash('sha256').update(channelId).digest().readUInt16BE(0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88"><circle cx="44" cy="44" r="44" fill="hsl(${hue},50%,42%)"/><text x="44" y="56" font-family="sans-serif" font-size="34" font-weight="600" fill="#fff" text-anchor="middle">${escape(avatarInitials(title))}</text></svg>`;
}
