import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Video } from '../../../../core/api/videos.schema';
import i18n from '../../../i18n';
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
};

function renderCard(selecting = false) {
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
        video={video}
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
    await userEvent.click(screen.getByRole('button', { name: 'Play How to bake bread' }));
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

  it('shows counts in full on hover and the date in the language, as the browser writes them', () => {
    renderCard();
    expect(screen.getByTitle(`${(1_234_567).toLocaleString()} views`)).toBeTruthy();
    expect(
      screen.getByText(new Date(video.publishedAt!).toLocaleDateString('en'), { exact: false }),
    ).toBeTruthy();
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
