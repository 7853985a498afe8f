import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import type { PreparedImport } from '../hooks/use-video-import';
import { VideoImportDialog } from './video-import-dialog';

const prepared: PreparedImport = {
  source: 'manual',
  fresh: [
    { line: 1, videoId: 'knownAAAA01', category: 'Tech' },
    { line: 2, videoId: 'NFmissing01', category: 'Ghosts' },
  ],
  existing: [],
  repeats: [],
  invalid: [],
  failedDetails: 0,
  unknown: ['NFmissing01'],
  newCategories: ['Tech', 'Ghosts'],
};

const renderDialog = (onImport = vi.fn()) => {
  render(
    <MantineProvider env="test">
      <VideoImportDialog
        prepared={prepared}
        saving={false}
        onCancel={() => {}}
        onImport={onImport}
      />
    </MantineProvider>,
  );
  return onImport;
};

describe('VideoImportDialog and links YouTube does not know', () => {
  it('names them and leaves them out by default, with the categories only they use', async () => {
    const onImport = renderDialog();
    expect(screen.getByText('YouTube does not know 1 of these videos')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Import them anyway' })).toHaveProperty(
      'checked',
      false,
    );
    // Named on its (greyed) row only, not among the categories the import will create.
    expect(screen.getAllByText('Ghosts')).toHaveLength(1);
    // The tab counts the rows it lists; the button, what it imports.
    expect(screen.getByRole('tab', { name: 'Videos (2)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 Video' }));
    expect(onImport).toHaveBeenCalledWith([prepared.fresh[0]]);
  });

  it('imports them too when the user keeps them', async () => {
    const onImport = renderDialog();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Import them anyway' }));
    expect(screen.getAllByText('Ghosts')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 Videos' }));
    expect(onImport).toHaveBeenCalledWith(prepared.fresh);
  });
});

describe('VideoImportDialog when details could not be read', () => {
  it('says why, in words', () => {
    render(
      <MantineProvider env="test">
        <VideoImportDialog
          prepared={{
            ...prepared,
            unknown: [],
            failedDetails: 2,
            detailsError: new ApiError(409, 'short', 'READ_QUOTA_SHORT', '0'),
          }}
          saving={false}
          onCancel={() => {}}
          onImport={() => {}}
        />
      </MantineProvider>,
    );
    expect(screen.getByText(/Details could not be fetched for 2 videos/)).toBeTruthy();
    expect(
      screen.getByText(/Not enough quota left today to read YouTube: 0 units left/),
    ).toBeTruthy();
  });
});
