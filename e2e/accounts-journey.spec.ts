import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './helpers';
import { APP_PORT, EMULATOR_URL } from './ports';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { SCREENS, shoot } from './device';

/** Signs in on /auth the way a person does. */
async function signIn(page: Page) {
  const { email, password } = await registerThroughApi(page);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function addCredential(page: Page, name: string, clientId: string) {
  await page.getByRole('button', { name: 'Add Credential' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Google API credential' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Client ID').fill(clientId);
  await dialog.getByLabel('Client secret').fill('GOCSPX-journey-secret');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  // The toast of a credential added just before may still be showing.
  await expect(page.getByText('Credential Added').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(credentialRow(page, name)).toBeVisible();
}

/** "Connect channel", then the emulator's consent page, then back on /accounts. */
async function connectChannel(page: Page, credentialName: string, channel: string) {
  await credentialRow(page, credentialName)
    .getByRole('button', { name: 'Connect channel' })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/o/oauth2/v2/auth`));
  await page.getByRole('button', { name: `Continue as ${channel}` }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByText(`${channel} is ready to post.`)).toBeVisible();
}

const credentialsCard = (page: Page) =>
  page.locator('.mantine-Card-root').filter({ hasText: 'Google API Credentials' });
const credentialRow = (page: Page, name: string) =>
  credentialsCard(page).getByRole('row').filter({ hasText: name });
const channelsCard = (page: Page) =>
  page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Connected channels', exact: true }) });

test('a user adds a credential, connects two channels, sees them, and disconnects all', async ({
  page,
}) => {
  const clientId = `journey-${Date.now()}.apps.googleusercontent.com`;
  await signIn(page);
  await page.getByRole('tab', { name: 'Channels' }).click();
  await expect(page.getByText('No credentials yet')).toBeVisible();
  await expect(page.getByText('No channels connected yet')).toBeVisible();

  // Every field is required: nothing is sent without them.
  await page.getByRole('button', { name: 'Add Credential' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please provide all required credential information.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await addCredential(page, 'Journey project', clientId);
  const row = credentialRow(page, 'Journey project');
  // The client id on one line, cut only by its room; a click shows it whole.
  const id = row.getByRole('button', { name: clientId });
  await id.click();
  await expect(id).toHaveAttribute('aria-expanded', 'true');
  await expect(row.getByText('Default', { exact: true })).toBeVisible();
  await expect(row.getByText('No channels yet')).toBeVisible();

  await connectChannel(page, 'Journey project', 'Alice Cooks');
  await connectChannel(page, 'Journey project', 'Alice Travels');

  const channels = channelsCard(page);
  for (const name of ['Alice Cooks', 'Alice Travels']) {
    const channelRow = channels.getByRole('row').filter({ hasText: name });
    await expect(channelRow.getByText('alice.demo@example.com')).toBeVisible();
    await expect(channelRow.getByText('Active')).toBeVisible();
    await expect(channelRow.getByText('Never')).toBeVisible();
  }
  await expect(row.getByText('Alice Cooks')).toBeVisible();
  await expect(row.getByText('Alice Travels')).toBeVisible();
  await shoot(page, {
    path: 'test-results/screenshots/en/accounts-connected.png',
    fullPage: true,
  });

  // Access revoked on Google's side: the next use finds out, and says to reconnect.
  // This test's grant only: other journeys' grants of the channel stay.
  const revoked = await page.request.post(`${EMULATOR_URL}/__emulator/revoke`, {
    data: { channelId: DEMO_CHANNEL.aliceCooks, project: clientId },
  });
  expect(revoked.ok()).toBe(true);
  const cooks = channels.getByRole('row').filter({ hasText: 'Alice Cooks' });
  await cooks.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByText('Alice Cooks needs to be reconnected')).toBeVisible();
  await expect(cooks.getByText('Reconnect needed')).toBeVisible();

  await channels.getByRole('link', { name: 'Disconnect all' }).click();
  await expect(page).toHaveURL(/\/disconnect$/);
  await page.getByRole('button', { name: 'Disconnect all channels' }).click();
  await expect(
    page.getByText(
      "Disconnect all your channels? Each one's access is revoked at Google, its comments still waiting are cancelled, and it is removed here. To post from it again, connect it again.",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, disconnect all' }).click();
  await expect(page.getByText('Disconnected 2 channels').first()).toBeVisible();
  // The Check's answer carried here from the Channels page no longer holds: it leaves.
  await expect(page.getByText('Channels disconnected')).toBeVisible();
  await expect(page.getByText('Alice Cooks needs to be reconnected')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(/Going to the dashboard in [45] s/);
  await shoot(page, {
    path: 'test-results/screenshots/en/disconnect-result.png',
    fullPage: true,
  });
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });

  await page.getByRole('tab', { name: 'Channels' }).click();
  await expect(page.getByText('No channels connected yet')).toBeVisible();
  await expect(row.getByText('No channels yet')).toBeVisible();
});

test('consent denied on Google comes back to /auth with the reason, and connects nothing', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/accounts');
  await addCredential(page, 'Denied project', `denied-${Date.now()}.apps.googleusercontent.com`);
  await page.getByRole('button', { name: 'Connect channel' }).click();
  await page.getByRole('button', { name: 'Cancel (deny access)' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Access was denied on the Google consent screen.')).toBeVisible();
  await page.goto('/accounts');
  await expect(page.getByText('No channels connected yet')).toBeVisible();
});

test('the /auth list offers the credentials to connect through; deleting one asks first', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/accounts');
  await addCredential(page, 'First project', `first-${Date.now()}.apps.googleusercontent.com`);
  await addCredential(page, 'Second project', `second-${Date.now()}.apps.googleusercontent.com`);
  const second = credentialRow(page, 'Second project');
  await expect(second.getByText('Alternative')).toBeVisible();
  await second.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('Default Credential Updated')).toBeVisible();
  await expect(second.getByText('Default', { exact: true })).toBeVisible();

  await page.goto('/auth');
  await expect(page.getByText('First project')).toBeVisible();
  await expect(page.getByText('Second project')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect channel' })).toHaveCount(2);

  await page.goto('/accounts');
  await second.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete credential' });
  await expect(
    dialog.getByText('This is your default credential.', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Credential Deleted')).toBeVisible();
  await expect(credentialRow(page, 'Second project')).toHaveCount(0);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'First project' })
      .getByText('Default', { exact: true }),
  ).toBeVisible();
});

test('the universal API key stays in the browser, masked but for its last 8 characters', async ({
  page,
}) => {
  await signIn(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto('/accounts');
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'Universal YouTube API key' });
  await card.getByRole('button', { name: 'Save' }).click();
  const key = card.getByLabel('YouTube API key');
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAccessibleDescription('Please enter a valid YouTube API key.');
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No API Key Found')).toBeVisible();

  await key.fill('AIzaSyJourneyKey-0123456789abcdefgh');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(/^•+abcdefgh$/)).toBeVisible();
  await card.getByRole('button', { name: 'Reveal key' }).click();
  await expect(card.getByText('AIzaSyJourneyKey-0123456789abcdefgh')).toBeVisible();
  await page.reload();
  await expect(card.getByText(/^•+abcdefgh$/)).toBeVisible();
  expect(sent.filter((line) => line.includes('AIzaSyJourneyKey'))).toEqual([]);

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByText('None', { exact: true })).toBeVisible();
});

test('settings keep the posting limits and show the domain; Test Auth shows the callback URL', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/settings');
  await expect(page.getByText('127.0.0.1')).toBeVisible();
  await expect(page.getByText('current hostname')).toBeVisible();
  // In the user's words: the server's configuration names belong to the README.
  await expect(page.getByText(/PUBLIC_URL/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Test Auth' }).click();
  // On the page, whole, with a way to copy it; it does not leave after a few seconds.
  const result = page.getByRole('status').filter({ hasText: 'Authentication is set up' });
  await expect(result.getByLabel('Callback URL')).toHaveText(
    `http://127.0.0.1:${APP_PORT}/api/auth/google/callback`,
  );
  await expect(result.getByRole('button', { name: 'Copy' })).toBeVisible();

  await page.getByLabel('Pacing per channel').fill('45');
  await page.getByLabel('Daily cap per channel').fill('20');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.getByRole('switch', { name: /Pause all posting/ }).click();
  await expect(page.getByText('All posting is paused')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Pacing per channel')).toHaveValue('45 s');
  await expect(page.getByLabel('Daily cap per channel')).toHaveValue('20');
  await expect(page.getByRole('switch', { name: /Pause all posting/ })).toBeChecked();
});

test('/oauth-debug shows the redirect URI to register and a banner for each reported problem', async ({
  page,
}) => {
  await page.goto(
    '/oauth-debug?auth_error=redirect_uri_mismatch%3A%20Bad%20Request&auth_no_user=true&auth_failed=true&auth_init_error=true',
  );
  await expect(page.getByLabel('Redirect URI')).toHaveValue(
    `http://127.0.0.1:${APP_PORT}/api/auth/google/callback`,
  );
  await expect(page.getByLabel('Client ID of this server')).toHaveValue('Not configured');
  // On a phone the whole URI shows, wrapped onto a second line, not cut off at the field's edge.
  await page.setViewportSize(SCREENS.phone.viewport);
  const uri = page.getByLabel('Redirect URI');
  await expect
    .poll(() =>
      uri.evaluate(
        (field) =>
          field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight + 1,
      ),
    )
    .toBe(true);
  expect((await uri.boundingBox())!.height).toBeGreaterThan(50);
  await page.setViewportSize(SCREENS.desktop.viewport);
  await expect(page.getByRole('button', { name: 'Test Google Sign In' })).toBeDisabled();
  await expect(page.getByText('redirect_uri_mismatch: Bad Request')).toBeVisible();
  for (const title of [
    'Google sign-in failed',
    'No user from Google',
    'Authentication failed',
    'Sign-in could not start',
  ]) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'redirect_uri_mismatch' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error 403: access_denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Channels' })).toHaveAttribute(
    'href',
    '/accounts',
  );
});
