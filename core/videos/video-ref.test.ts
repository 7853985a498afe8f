import { describe, expect, it } from 'vitest';
import { parseVideoRef } from './video-ref';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoRef', () => {
  it.each([
    [ID],
    [`  ${ID}  `],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abcDEF123`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?list=PL123&v=${ID}&index=3`],
    [`https://youtube.com/watch?v=${ID}#t=1m2s`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}&feature=share`],
    [`https://music.youtube.com/watch?v=${ID}&list=RDAMVM`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/live/${ID}?si=x`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
    [`https://www.youtube.com/watch_popup?v=${ID}`],
    [`https://www.youtubekids.com/watch?v=${ID}`],
    [`youtubekids.com/watch?v=${ID}&hl=en`],
    [`https://m.youtubekids.com/watch?v=${ID}`],
    [`https://www.youtube.com/attribution_link?a=x1Y2&u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`],
    [`https://www.youtube.com/attribution_link?u=/watch%3Fv%3D${ID}`],
    [`https://www.youtube.com/watch?feature=share&amp;v=${ID}&amp;t=3`],
    [`vnd.youtube:${ID}`],
    [`vnd.youtube://${ID}`],
    [`VND.YOUTUBE:${ID}?t=10`],
  ])('finds the id in %s', (input) => {
    expect(parseVideoRef(input)).toBe(ID);
  });

  it.each([
    [''],
    ['dQw4w9WgXc'], // 10 characters
    ['dQw4w9WgXcQQ'], // 12 characters
    ['dQw4w9WgX!Q'],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://evil.example/youtu.be/${ID}`],
    [`https://youtu.be.evil.example/${ID}`],
    [`https://www.youtube.com/watch?v=${ID}x`],
    [`https://www.youtube.com/channel/UC1234567890`],
    [`https://www.youtube.com/watch?v=`],
    [`javascript:alert(1)//youtu.be/${ID}`],
    [`ftp://youtu.be/${ID}`],
    ['not a link at all'],
    ['https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
    ['https://www.youtube.com/embed/live_stream?channel=UCsampleChannelId0000001'],
    [`https://www.youtubekids.com/embed/${ID}`],
    [`https://www.youtube.com/attribution_link?u=https%3A%2F%2Fevil.example%2Fwatch%3Fv%3D${ID}`],
    [`https://www.youtube.com/attribution_link?u=%2F%2Fevil.example%2Fwatch%3Fv%3D${ID}`],
    [`vnd.youtube:${ID}x`],
  ])('refuses %j', (input) => {
    expect(parseVideoRef(input)).toBeUndefined();
  });
});
