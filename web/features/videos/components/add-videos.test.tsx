import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, Reply } from '@web/test/fake-fetch';
import { renderWithApp } from '@web/test/render';
import { AddVideos } from './add-videos';

const CHANNEL = 'https://www.youtube.com/@chordlab';
const PLAYLIST = 'https://www.youtube.com/embed/videoseries?list=PLabcdefghijklmnop';

async function process(text: string) {
  const onListSource = vi.fn();
  const fetch = fakeFetch([]);
  renderWithApp(<AddVideos onListSource={onListSource} />);
  await userEvent.click(screen.getByRole('textbox', { name: /Video links or IDs/ }));
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Process Videos' }));
  return { onListSource, fetch };
}

describe('AddVideos and links to a channel or a playlist', { timeout: 20_000 }, () => {
  it('offers them to Find instead of refusing them blankly', async () => {
    const { onListSource, fetch } = await process(`${CHANNEL}\n${PLAYLIST}`);
    expect(await screen.findByText('2 links are channels or playlists, not videos')).toBeTruthy();
    expect(screen.queryByText('No valid links')).toBeNull();
    const offers = screen.getAllByRole('button', { name: 'List its videos in Find' });
    expect(offers).toHaveLength(2);
    await userEvent.click(offers[1]!);
    expect(onListSource).toHaveBeenCalledWith(PLAYLIST);
    // Nothing was looked up or saved.
    expect(fetch.mock.calls.filter(([url]) => !url.startsWith('/api/video-categories'))).toEqual(
      [],
    );
  });

  it('still says when the other lines are not videos either', async () => {
    await process(`${CHANNEL}\nnot a link`);
    expect(
      await screen.findByText('This link is a channel or a playlist, not a video'),
    ).toBeTruthy();
    expect(await screen.findByText('No valid links')).toBeTruthy();
  });
});

describe('AddVideos and what it said about an attempt before', { timeout: 20_000 }, () => {
  it('takes back "No valid links" when the next attempt opens its preview', async () => {
    fakeFetch((url: string) => {
      if (url.startsWith('/api/video-categories')) return [];
      if (url.startsWith('/api/videos/check')) return { existing: [] };
      // No details: the video is still imported, without them.
      return new Reply(500, { code: 'INTERNAL', message: 'down' });
    });
    renderWithApp(<AddVideos onListSource={vi.fn()} />);
    const links = screen.getByRole('textbox', { name: /Video links or IDs/ });
    await userEvent.click(links);
    await userEvent.paste('not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Process Videos' }));
    // Typed, not a file: it names no CSV file.
    expect(
      await screen.findByText('None of these lines is a YouTube video link or ID.'),
    ).toBeTruthy();

    await userEvent.clear(links);
    await userEvent.paste('dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Process Videos' }));
    const preview = await screen.findByRole('dialog', { name: 'Import videos' });
    expect(within(preview).getByRole('button', { name: 'Import 1 Video' })).toBeTruthy();
    expect(screen.queryByText('No valid links')).toBeNull();
  });
});
