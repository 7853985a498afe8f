import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissFormToasts, pageChanged, toast, TOAST_FOLLOWS_ACTION_MS } from './toast';

afterEach(() => cleanNotifications());

const shown = () => [
  ...notificationsStore.getState().notifications,
  ...notificationsStore.getState().queue,
];

describe('toast', () => {
  it('suppresses an identical toast while the first is still shown', () => {
    toast({ title: 'Saved', description: 'All good', variant: 'success' });
    toast({ title: 'Saved', description: 'All good', variant: 'success' });
    expect(shown()).toHaveLength(1);
  });

  it('shows toasts that differ in title, description or variant', () => {
    toast({ title: 'Saved' });
    toast({ title: 'Saved', variant: 'warning' });
    toast({ title: 'Saved', description: 'other' });
    expect(shown()).toHaveLength(3);
  });

  it('maps variants to colours and stays 5000 ms by default', () => {
    toast({ title: 'Oops', variant: 'destructive' });
    expect(shown()[0]).toMatchObject({ color: 'red', autoClose: 5000 });
  });

  it('replaces an older toast on the same topic: a success clears the failure before it', () => {
    toast({ title: 'Login failed', variant: 'destructive', topic: 'sign-in' });
    toast({ title: 'Saved' });
    toast({ title: 'Login successful', variant: 'success', topic: 'sign-in' });
    expect(shown().map((n) => n.title)).toEqual(['Saved', 'Login successful']);
  });

  it('keeps a repeated toast on a topic once', () => {
    toast({ title: 'Login failed', variant: 'destructive', topic: 'sign-in' });
    toast({ title: 'Login failed', variant: 'destructive', topic: 'sign-in' });
    expect(shown()).toHaveLength(1);
  });

  it('puts failures before other toasts waiting for room on screen', () => {
    toast({ title: 'Saved', variant: 'success' });
    toast({ title: 'Oops', variant: 'destructive' });
    expect(shown()[0]).toMatchObject({ title: 'Oops' });
  });
});

describe('how long a toast lives', () => {
  it('one about a form leaves when the form changes; the others stay', () => {
    toast({ title: 'Template content cannot be empty.', variant: 'destructive', aboutForm: true });
    toast({ title: 'Template created', variant: 'success' });
    dismissFormToasts();
    expect(shown().map((n) => n.title)).toEqual(['Template created']);
  });

  it('a page change leaves the earlier toasts behind; the outcome of the action that led there stays one page', () => {
    toast({ title: 'Settings saved', variant: 'success' });
    // The user moved on later (counted from after the toast: a busy machine may take a few
    // milliseconds to show it).
    pageChanged(Date.now() + TOAST_FOLLOWS_ACTION_MS + 1);
    expect(shown()).toEqual([]);

    toast({ title: 'Login successful', variant: 'success' });
    pageChanged(); // the sign-in led to the dashboard
    expect(shown().map((n) => n.title)).toEqual(['Login successful']);
    pageChanged(); // and the user went on from there
    expect(shown()).toEqual([]);
  });
});
