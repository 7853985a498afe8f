import { DEMO_CHANNEL } from '@emulator/demo-accounts';
/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { forEachDevice, press, shoot } from './device';
import { connectDemoChannel, registerThroughApi } from './helpers';
import { EMULATOR_URL } from './ports';

/** The row (desktop) or card (phone) of one connected channel. */
const channelEntry = (page: Page, name: string) =>
  page.getByRole('group', { name }).or(page.getByRole('row').filter({ hasText: name }));

forEachDevice((device) => {
  test('channel actions are labelled, and Reconnect stands out only when it is needed', async ({
    page,
  }) => {
    await registerThroughApi(page);
    const clientId = await connectDemoChannel(page, 'Alice Cooks');
    const cooks = channelEntry(page, 'Alice Cooks');
    await expect(cooks.getByText('Active')).toBeVisible();
    for (const label of ['Check connection', 'Disconnect']) {
      const button = cooks.getByRole('button', { name: label });
      await expect(button).toHaveText(label); // words on screen, not only a tooltip
      await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await expect(cooks.getByRole('button', { name: 'Reconnect' })).toHaveCount(0);
    await shoot(page, {
      path: `test-results/screenshots/en/channels-healthy-${device}.png`,
      fullPage: true,
      animations: 'disabled',
    });

    // This test's grant only: other journeys' grants of the channel stay.
    const revoked = await page.request.post(`${EMULATOR_URL}/__emulator/revoke`, {
      data: { channelId: DEMO_CHANNEL.aliceCooks, project: clientId },
    });
    expect(revoked.ok()).toBe(true);
    await press(cooks.getByRole('button', { name: 'Check connection' }));
    await expect(cooks.getByText('Reconnect needed')).toBeVisible();
    const reconnect = cooks.getByRole('button', { name: 'Reconnect' });
    await expect(reconnect).toHaveText('Reconnect');
    const clipped = await page
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
      );
    expect(clipped).toEqual([]);
    // The one filled button of the row: the thing to do.
    await expect(reconnect).toHaveAttribute('data-variant', 'filled');
    await expect(cooks.getByRole('button', { name: 'Check connection' })).not.toHaveAttribute(
      'data-variant',
      'filled',
    );
    await shoot(page, {
      path: `test-results/screenshots/en/channels-reconnect-${device}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  });

  test('the demo serves its own pictures: none fails, and each channel has its own', async ({
    page,
  }) => {
    // Whether a picture loads does not depend on the screen: the phone's run is for a review.
    test.skip(device === 'phone' && process.env.E2E_SCREENSHOTS !== '1', 'same requests');
    test.setTimeout(60_000);
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      // A picture still loading when the page moves on (the consent round trip) is cancelled by
      // the browser, not refused by a server: what is on screen is checked below.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      if (request.resourceType() === 'image') {
        failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
      }
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400)
        failed.push(`${response.url()} (${response.status()})`);
    });
    await registerThroughApi(page);
    await connectDemoChannel(page, 'Alice Cooks');
    await connectDemoChannel(page, 'Alice Travels');
    await page.goto('/videos');
    await page.getByLabel('Video links or IDs').fill('picturesAA1\npicturesBB2\npicturesCC3');
    await press(page.getByRole('button', { name: 'Process Videos' }));
    await press(page.getByRole('dialog').getByRole('button', { name: 'Import 3 Videos' }));
    await expect(page.getByText('3 videos added')).toBeVisible();

    for (const path of ['/dashboard', '/accounts', '/videos']) {
      await page.goto(path);
      if (path === '/videos') {
        await press(page.getByRole('tab', { name: 'Saved' }));
        await expect(page.locator('[data-select-id]')).toHaveCount(3);
      }
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              [...document.images].filter((image) => image.complete && image.naturalWidth === 0)
                .length,
          ),
        )
        .toBe(0);
    }
    expect(failed).toEqual([]);

    await page.goto('/accounts');
    await expect(page.locator('img[src*="UCalice"]').first()).toBeVisible();
    const pictures = await page
      .locator('img')
      .evaluateAll((images) =>
        images
          .map((image) => (image as HTMLImageElement).src)
          .filter((src) => src.includes('UCalice')),
      );
    const unique = [...new Set(pictures)];
    expect(unique.length).toBeGreaterThanOrEqual(2);
    const texts = await Promise.all(
      unique.map(async (src) => (await page.request.get(src)).text()),
    );
    const initials = texts.map((svg) => /<text[^>]*>([^<]+)<\/text>/.exec(svg)?.[1]);
    expect(new Set(initials).size).toBe(initials.length);
    expect(initials).toEqual(expect.arrayContaining(['AC', 'AT']));
  });
});
