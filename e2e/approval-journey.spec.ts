import { expect, test } from '@playwright/test';
import { uniqueEmail } from './helpers';
import { linkIn, mailTo } from './inbox';
import { chooseEverything, postButton, setUpLaunch, WORDS } from './launch-helpers';

const words = WORDS.en;
interface BatchAnswer {
  id: string;
  status: string;
  createdBy: string | null;
  counts: Record<string, number>;
}

test('an owner invites an editor, asks for approval, approves the batch the editor confirmed, and it posts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext()).newPage();
  await setUpLaunch(owner);
  // The quickest pacing a user may choose: the approved batch posts within the journey.
  await owner.request.post('/api/settings', { data: { pacingSeconds: 1 } });

  // The owner invites an editor by email; the invitation arrives through the real SMTP server.
  const editorEmail = uniqueEmail('editor');
  await owner.goto('/workspace');
  await owner.getByLabel(words['auth.fields.email']!).fill(editorEmail);
  await owner.getByRole('button', { name: words['workspaces.invite.submit'] }).click();
  await expect(
    owner.getByText(words['workspaces.invite.sent']!.replace('{{email}}', editorEmail)),
  ).toBeVisible();
  const invitation = linkIn(await mailTo(owner, editorEmail, /./), 'invitation');

  // The editor registers with that address and accepts.
  const editor = await (await browser.newContext()).newPage();
  const registered = await editor.request.post('/api/auth/register', {
    data: { email: editorEmail, password: 'correct horse', fullName: 'Sam Editor' },
  });
  expect(registered.status()).toBe(201);
  await editor.goto(invitation);
  await editor.getByRole('button', { name: words['workspaces.invitation.accept'] }).click();
  await expect(editor).not.toHaveURL(/\/invitation/);

  // The owner turns approval on.
  const approval = owner.getByRole('switch', { name: words['workspaces.approval.label'] });
  await expect(approval).not.toBeChecked();
  await approval.click({ force: true });
  await expect(owner.getByText(words['workspaces.approval.on']!)).toBeVisible();
  await expect(approval).toBeChecked();

  // The editor confirms a batch: it is sent for approval, and nothing posts.
  await editor.goto('/launch');
  await chooseEverything(editor, words);
  await postButton(editor, words).click();
  const confirm = editor.getByRole('dialog', { name: words['launch.confirm.title'] });
  await confirm.getByRole('button', { name: /^Confirm and post \d+ comments$/ }).click();
  const bar = editor.getByRole('region', { name: words['launch.footer.label'] });
  await expect(bar.getByRole('status')).toHaveText(
    /^Batch of \d+ comments sent for approval: nothing posts until an owner or admin approves it\.$/,
  );
  const [batch] = (await (
    await editor.request.get('/api/batches?active=true')
  ).json()) as BatchAnswer[];
  expect(batch?.status).toBe('awaitingApproval');
  expect(batch?.counts.posted ?? 0).toBe(0);
  // Its author may cancel it, nothing else.
  const card = editor.getByLabel(/^Batch of \d+ comments$/).first();
  await expect(card.getByText(words['batches.status.awaitingApproval']!)).toBeVisible();
  await expect(card.getByRole('button', { name: words['batches.cancel'] })).toBeVisible();
  await expect(card.getByRole('button', { name: words['batches.pause'] })).toBeHidden();

  // The owner, in their own browser, sees it waiting in the header, opens and approves it.
  await owner.goto('/dashboard');
  const entry = owner.getByRole('link', { name: 'Approvals: 1 batch waiting' });
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await entry.click();
  await expect(owner).toHaveURL(/\/approvals$/);
  await expect(owner.getByText(`Asked by ${editorEmail}`)).toBeVisible();
  await owner.getByRole('link', { name: words['approvals.open'] }).click();
  await expect(owner).toHaveURL(new RegExp(`/approvals/${batch!.id}$`));
  await expect(
    owner.getByRole('region', { name: words['approvals.confirmedTitle'] }),
  ).toBeVisible();
  await owner.getByRole('button', { name: words['approvals.approve'] }).click();
  const ask = owner.getByRole('dialog', { name: words['approvals.approveTitle'] });
  await ask.getByRole('button', { name: words['approvals.approve'] }).click();
  await expect(owner.getByText(/^Approved by .+, /)).toBeVisible();
  await expect(owner.getByRole('link', { name: /^Approvals/ })).toHaveAccessibleName('Approvals');

  // It posts (through the emulator), and both see it.
  await expect(async () => {
    const now = (await (
      await owner.request.get(`/api/batches/${batch!.id}`)
    ).json()) as BatchAnswer;
    expect(now.counts.posted ?? 0).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
  await expect(bar.getByRole('status')).toHaveText(
    /^Batch of \d+ comments (posting: \d+ done|finished)\.$/,
    { timeout: 30_000 },
  );
  await owner.goto('/launch');
  await expect(
    owner.getByLabel(/^Batch of \d+ comments$/).or(owner.getByText(/^Finished: \d+ comments$/)),
  ).toBeVisible();
  // Both read the decision in the audit log: the owner in the whole log, the editor among the
  // lines of their own.
  const { email: ownerEmail } = (await (
    await owner.request.get('/api/auth/current-user')
  ).json()) as { email: string };
  for (const [page, note] of [
    [owner, false],
    [editor, true],
  ] as const) {
    await page.goto('/audit');
    const approved = page.getByRole('row').filter({ hasText: /approved a batch of \d+ comments/ });
    await expect(approved).toHaveCount(1);
    await expect(approved).toContainText(ownerEmail);
    await expect(page.getByText(/^You see your own lines:/)).toBeVisible({ visible: note });
  }
  await expect(
    editor.getByRole('row').filter({ hasText: /confirmed a batch of \d+ comments/ }),
  ).toContainText(editorEmail);
});
