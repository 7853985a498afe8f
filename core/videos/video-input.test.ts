import { describe, expect, it } from 'vitest';
import { parseVideoCsv, parseVideoText } from './video-input';

const A = 'dQw4w9WgXcQ';
const B = 'abcdefghijk';
const C = 'ZZZ_zzz-123';

describe('parseVideoText', () => {
  it('splits on lines and commas, keeps the first of repeats, and reports what is not a video', () => {
    const text = `https://youtu.be/${A}\n\n${B}, https://www.youtube.com/watch?v=${A}&t=3\nnot a video\r\n${C}`;
    expect(parseVideoText(text, 'Tech')).toEqual({
      videos: [
        { line: 1, videoId: A, category: 'Tech' },
        { line: 2, videoId: B, category: 'Tech' },
        { line: 5, videoId: C, category: 'Tech' },
      ],
      invalid: [{ line: 4, input: 'not a video', problem: 'invalidVideo' }],
      repeats: [{ line: 3, videoId: A }],
    });
  });

  it('tells a channel or a playlist from what is no link at all', () => {
    const links = [
      'https://www.youtube.com/@chordlab',
      'https://www.youtube.com/embed/videoseries?list=PLabcdefghijklmnop',
      'https://www.youtube.com/embed/live_stream?channel=UCabcdefghijklmnopqrstuv',
      'https://www.youtube.com/watch?v=nope',
    ];
    expect(parseVideoText(links.join('\n')).invalid.map((row) => row.problem)).toEqual([
      'channelOrPlaylist',
      'channelOrPlaylist',
      'channelOrPlaylist',
      'invalidVideo',
    ]);
  });

  it('finds nothing in empty text', () => {
    expect(parseVideoText('  \n , ')).toEqual({ videos: [], invalid: [], repeats: [] });
  });
});

describe('parseVideoCsv', () => {
  it('strips the BOM, skips the header and blank lines, reads quotes and rows without a category', () => {
    const csv = `\uFEFFcategory,link or video's ID\r\n\r\nTech,https://youtu.be/${A}\r\n"Music, live",${B}\r\n${C}\r\n`;
    expect(parseVideoCsv(csv)).toEqual({
      videos: [
        { line: 3, videoId: A, category: 'Tech' },
        { line: 4, videoId: B, category: 'Music, live' },
        { line: 5, videoId: C, category: '' },
      ],
      invalid: [],
      repeats: [],
    });
  });

  it('keeps a first row that is a video, and reports bad rows and repeats by line', () => {
    const csv = `${A}\nTech,nope\nTech,${B}\nMusic,https://youtu.be/${A}\n`;
    expect(parseVideoCsv(csv)).toEqual({
      videos: [
        { line: 1, videoId: A, category: '' },
        { line: 3, videoId: B, category: 'Tech' },
      ],
      invalid: [{ line: 2, input: 'nope', problem: 'invalidVideo' }],
      repeats: [{ line: 4, videoId: A }],
    });
  });

  it('reads a single line', () => {
    expect(parseVideoCsv(`Tech,${A}`).videos).toEqual([{ line: 1, videoId: A, category: 'Tech' }]);
  });
});
