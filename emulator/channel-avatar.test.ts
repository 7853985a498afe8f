import { youtube } from '@googleapis/youtube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarInitials } from './channel-avatar';
import { DEMO_CHANNEL } from './demo-accounts';
import { startEmulator, type Emulator } from './emulator';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

describe('channel pictures', () => {
  it('come from the emulator itself, one per channel, with initials of the channel title', async () => {
    const yt = youtube({ version: 'v3', auth: 'any-api-key', rootUrl: `${emu.url}/` });
    const { data } = await yt.channels.list({
      part: ['snippet'],
      id: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    });
    const urls = data.items!.map((item) => item.snippet!.thumbnails!.default!.url!);
    expect(urls.every((url) => url.startsWith(`${emu.url}/avatars/`))).toBe(true);
    const pictures = await Promise.all(urls.map((url) => fetch(url)));
    expect(pictures.map((p) => [p.status, p.headers.get('content-type')])).toEqual([
      [200, 'image/svg+xml'],
      [200, 'image/svg+xml'],
    ]);
    const [cooks, travels] = await Promise.all(pictures.map((p) => p.text()));
    expect(cooks).toContain('>AC</text>');
    expect(travels).toContain('>AT</text>');
  });

  it('answers 404 for a channel it does not know', async () => {
    expect((await fetch(`${emu.url}/avatars/UCnobody/s88.svg`)).status).toBe(404);
  });

  it('takes a letter per word, or the first two of a single word', () => {
    expect(avatarInitials('Alice Cooks')).toBe('AC');
    expect(avatarInitials('Carol (cannot comment via API)')).toBe('CC');
    expect(avatarInitials('pixel')).toBe('PI');
    expect(avatarInitials('美食 频道')).toBe('美频');
  });
});
