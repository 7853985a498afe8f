import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Video } from '@core/api/videos.schema';
import i18n from '@web/i18n/i18n';
import { VideoCard } from './video-card';

const video: Video = {
  id: 'row-1',
  videoId: 'abcdefghijk',
  title: 'How to bake bread',
  thumbnail: null,
  channelTitle: 'Alice Cooks',
  channelId: 'UCalice',
  channelThumbnail: null,
  publishedAt: '2026-03-04T10:00:00.000Z',
  createdAt: '2020-01-01T00:00:00.000Z',
  category: null,
  categoryId: null,
  isShort: false,
  statistics: { viewCount: 1_234_567, likeCount: 890, commentCount: null },
  contentDetails: { duration: 'PT4M5S' },
  displayOrder: 0,
  url: 'https://www.youtube.com/watch?v=abcdefghijk',
  sentCount: 0,
  detailsRefreshedAt: '2020-01-01T00:00:00.000Z',
  unavailable: false,
};

const DAY = 24 * 60 * 60 * 1000;

function renderCard(selecting = false, shown: Video = video) {
  const actions = {
    onOpen: vi.fn(),
    onToggle: vi.fn(),
    onCategory: vi.fn(),
    onDelete: vi.fn(),
    onPointerDown: vi.fn(),
  };
  render(
    <MantineProvider env="test">
      <VideoCard
        video={shown}
        layout="grid"
        selecting={selecting}
        selected={false}
        t={i18n.t}
        language="en"
        {...actions}
      />
    </MantineProvider>,
  );
  return actions;
}

describe('VideoCard', () => {
  it('hands its own video to the actions shared by every card', async () => {
    const actions = renderCard();
    await userEvent.click(screen.getByRole('button', { name: /^Play How to bake bread/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Manage category' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(actions.onOpen).toHaveBeenCalledWith(video);
    expect(actions.onCategory).toHaveBeenCalledWith(video);
    expect(actions.onDelete).toHaveBeenCalledWith(video);
    expect(actions.onPointerDown.mock.calls[0]?.[1]).toBe('row-1');
  });

  it('toggles its video by id while selecting', async () => {
    const actions = renderCard(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select How to bake bread' }));
    expect(actions.onToggle).toHaveBeenCalledWith('row-1');
  });

  it('shows counts in full on hover and the date as the interface language writes them', () => {
    renderCard();
    expect(screen.getByTitle('1,234,567 views')).toBeTruthy();
    expect(screen.getByText('Mar 4, 2026', { exact: false })).toBeTruthy();
  });

  it('says in words how long ago YouTube last gave the details, with the exact time on hover', () => {
    const refreshed = new Date(Date.now() - 3 * DAY - 60_000).toISOString();
    renderCard(false, { ...video, detailsRefreshedAt: refreshed });
    const line = screen.getByText('Details refreshed 3 days ago');
    expect(line.getAttribute('title')).toContain(String(new Date(refreshed).getFullYear()));
  });

  it('marks a video YouTube no longer has, and keeps its actions', async () => {
    const actions = renderCard(false, { ...video, unavailable: true });
    expect(screen.getByText('No longer on YouTube')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(actions.onDelete).toHaveBeenCalled();
  });

  it('shows no unavailable mark while YouTube still has the video', () => {
    renderCard();
    expect(screen.queryByText('No longer on YouTube')).toBeNull();
  });

  it('names an action in a tooltip once the mouse rests on it, and not before', async () => {
    renderCard();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'Manage category' }));
    expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe(
      'Manage category',
    );
    await userEvent.unhover(screen.getByRole('button', { name: 'Manage category' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
