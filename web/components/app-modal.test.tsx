import { MantineProvider } from '@mantine/core';
import { cleanNotifications } from '@mantine/notifications';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { renderWithApp } from '../test/render';
import { AppModal } from './app-modal';

afterEach(() => act(() => cleanNotifications()));

function TwoDialogs() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <AppModal opened onClose={() => {}} title="Import videos">
        <button onClick={() => setSecond(true)}>Open the second</button>
      </AppModal>
      <AppModal opened={second} onClose={() => setSecond(false)} title="New category">
        <button onClick={() => setSecond(false)}>Done</button>
      </AppModal>
    </>
  );
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('AppModal', () => {
  it('shows the toasts inside the dialog on top, above its content, and only there', async () => {
    render(
      <MantineProvider env="test">
        <TwoDialogs />
      </MantineProvider>,
    );
    act(() => void toast({ title: '2 videos are already saved', variant: 'warning' }));
    const first = dialog('Import videos');
    const shown = await within(first).findByText('2 videos are already saved');
    // Before the dialog's own content: in the flow, not over its buttons.
    const button = within(first).getByRole('button', { name: 'Open the second' });
    expect(shown.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => within(first).getByRole('button', { name: 'Open the second' }).click());
    const second = dialog('New category');
    expect(within(second).getByText('2 videos are already saved')).toBeTruthy();
    expect(within(first).queryByText('2 videos are already saved')).toBeNull();

    act(() => within(second).getByRole('button', { name: 'Done' }).click());
    expect(within(dialog('Import videos')).getByText('2 videos are already saved')).toBeTruthy();
  });

  it('a toast closed in the dialog is gone', async () => {
    render(
      <MantineProvider env="test">
        <AppModal opened onClose={() => {}} title="Confirm before posting">
          <p>12 comments</p>
        </AppModal>
      </MantineProvider>,
    );
    act(() => void toast({ title: 'Could not post', variant: 'destructive' }));
    const box = dialog('Confirm before posting');
    expect(await within(box).findByText('Could not post')).toBeTruthy();
    act(() => within(box).getByRole('button', { name: 'Close this message' }).click());
    expect(within(box).queryByText('Could not post')).toBeNull();
  });

  it('a toast closed with the focus in it leaves the focus in the dialog', async () => {
    render(
      <MantineProvider env="test">
        <AppModal opened onClose={() => {}} title="Confirm before posting">
          <button>Confirm</button>
        </AppModal>
      </MantineProvider>,
    );
    act(() => void toast({ title: 'Template created', variant: 'success' }));
    const box = dialog('Confirm before posting');
    const close = await within(box).findByRole('button', { name: 'Close this message' });
    act(() => close.focus());
    await userEvent.keyboard('{Enter}');
    expect(within(box).queryByText('Template created')).toBeNull();
    expect(document.activeElement).toBe(within(box).getByRole('button', { name: 'Confirm' }));
  });

  it('a toast keeps its own time, however often dialogs open and close meanwhile', async () => {
    function Reopening() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Set category</button>
          <AppModal opened={open} onClose={() => setOpen(false)} title="Category of 2 videos">
            <button onClick={() => setOpen(false)}>Apply</button>
          </AppModal>
        </>
      );
    }
    renderWithApp(<Reopening />);
    act(() => void toast({ title: 'Import finished', duration: 1200 }));
    expect(await screen.findByText('Import finished')).toBeTruthy();
    // Closed and opened again while the toast is shown, for 2 s and more: its 1.2 s do not start
    // over. Started over at each opening, it would still be there 1.2 s after the last one; a
    // busy machine only makes the loop longer, and the toast older.
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await userEvent.click(screen.getByRole('button', { name: 'Set category' }));
    }
    await waitFor(() => expect(screen.queryByText('Import finished')).toBeNull(), {
      timeout: 600,
    });
  });

  it('gives the focus back to what opened it, also when it was shown already open', async () => {
    function EditButton() {
      const [editing, setEditing] = useState(false);
      return (
        <>
          <button onClick={() => setEditing(true)}>Edit</button>
          {editing && (
            <AppModal opened onClose={() => setEditing(false)} title="Edit template">
              <button onClick={() => setEditing(false)}>Save</button>
            </AppModal>
          )}
        </>
      );
    }
    renderWithApp(<EditButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  });

  it('gives the focus to the control before its opener when what it did disabled the opener', async () => {
    function Process() {
      const [links, setLinks] = useState('abc');
      const [open, setOpen] = useState(false);
      return (
        <>
          <button>Download an example</button>
          <button disabled={!links} onClick={() => setOpen(true)}>
            Process
          </button>
          <AppModal opened={open} onClose={() => setOpen(false)} title="Import videos">
            <button
              onClick={() => {
                setOpen(false);
                setLinks('');
              }}
            >
              Import
            </button>
          </AppModal>
        </>
      );
    }
    renderWithApp(<Process />);
    await userEvent.click(screen.getByRole('button', { name: 'Process' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Download an example' }),
      ),
    );
  });
});
