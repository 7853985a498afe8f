import { describe, expect, it } from 'vitest';
import { parseVideoSource } from './video-source';

const CHANNEL = 'UCsampleChannelId0000001';
const PLAYLIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

describe('parseVideoSource', () => {
  it.each([
    ['https://www.youtube.com/@chordlab', '@chordlab'],
    ['youtube.com/@Chord.Lab_1/videos', '@Chord.Lab_1'],
    ['https://m.youtube.com/@chordlab?si=abc', '@chordlab'],
    ['  @chordlab  ', '@chordlab'],
    ['https://www.youtube.com/@%E9%9F%B3%E6%A8%82%E5%AE%A4', '@音樂室'],
    ['https://www.youtube.com/c/ChordLab', '@ChordLab'],
    ['https://www.youtube.com/user/chordlab/videos', '@chordlab'],
  ])('reads %s as the channel with handle %s', (input, handle) => {
    expect(parseVideoSource(input)).toEqual({ kind: 'channel', handle });
  });

  it.each([
    [`https://www.youtube.com/channel/${CHANNEL}`],
    [`youtube.com/channel/${CHANNEL}/shorts`],
    [`https://www.youtube.com/embed/live_stream?channel=${CHANNEL}`],
    [CHANNEL],
  ])('reads %s as a channel by id', (input) => {
    expect(parseVideoSource(input)).toEqual({ kind: 'channel', channelId: CHANNEL });
  });

  it.each([
    [`https://www.youtube.com/playlist?list=${PLAYLIST}`],
    [`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${PLAYLIST}&index=3`],
    [`https://youtu.be/dQw4w9WgXcQ?list=${PLAYLIST}`],
    [`https://www.youtube.com/embed/videoseries?list=${PLAYLIST}`],
    [`https://music.youtube.com/playlist?list=${PLAYLIST}`],
    [`https://www.youtube.com/playlist?feature=share&amp;list=${PLAYLIST}`],
    [`https://www.youtube.com/playlist?list=UU${CHANNEL.slice(2)}`],
  ])('reads %s as a playlist', (input) => {
    expect(parseVideoSource(input)).toMatchObject({ kind: 'playlist' });
  });

  it('keeps the playlist id as given', () => {
    expect(parseVideoSource(`youtube.com/playlist?list=${PLAYLIST}`)).toEqual({
      kind: 'playlist',
      playlistId: PLAYLIST,
    });
  });

  it.each([
    [''],
    ['dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=RDdQw4w9WgXcQ'], // a mix
    ['https://www.youtube.com/playlist?list=WL'], // watch later: private
    ['https://www.youtube.com/playlist?list='],
    ['https://www.youtube.com/channel/UC123'], // too short
    ['https://www.youtube.com/@ab'], // handles have 3 characters at least
    ['https://www.youtube.com/embed/live_stream?channel=nobody'],
    ['https://www.youtube.com/c/'],
    [`https://evil.example/channel/${CHANNEL}`],
    [`https://youtube.com.evil.example/playlist?list=${PLAYLIST}`],
    ['@'],
    ['not a link at all'],
  ])('finds nothing in %j', (input) => {
    expect(parseVideoSource(input)).toEqual({ kind: 'unknown' });
  });
});
