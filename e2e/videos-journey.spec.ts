import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { connectDemoChannel, registerThroughApi } from './helpers';
import { shoot } from './device';

const A = 'aaaaaaaaaa1';
const B = 'bbbbbbbbbb2';
const C = 'ccccccccccc';
const D = 'ddddddddddd';
const E = 'eeeeeeeeeee';

const cards = (page: Page) => page.locator('[data-select-id]');

async function uploadFile(page: Page, name: string, body: string | Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV/TXT' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(body) });
}

test('a user builds a collection: pastes links, imports a CSV, categorises, reorders, exports, deletes and plays', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerThroughApi(page);
  await connectDemoChannel(page);
  await page.goto('/videos');

  await page
    .getByLabel('Video links or IDs')
    .fill(
      [
        `https://www.youtube.com/watch?v=${A}&t=5`,
        `https://youtu.be/${B}`,
        A,
        'not a video',
        `https://www.youtube.com/shorts/${C}`,
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Process Videos' }).click();
  await expect(page.getByText(`Repeated: ${A}. Each video is imported once.`)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Import videos' });
  await expect(dialog.getByRole('tab', { name: 'Videos (3)' })).toBeVisible();
  await expect(
    dialog.getByText('Line 4: Not a valid YouTube video URL or ID (not a video)'),
  ).toBeVisible();
  await dialog.getByRole('tab', { name: 'Duplicates (1)' }).click();
  await expect(dialog.getByText('repeated', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 Videos' }).click();
  await expect(page.getByText('3 videos added')).toBeVisible();

  // A CSV with a byte-order mark, Windows line endings, one bad row and one video already saved.
  const csv = `\uFEFFcategory,link or video's ID\r\nTech,https://youtu.be/${D}\r\nTech,nope\r\nMusic,${E}\r\nMusic,${B}\r\n`;
  await uploadFile(page, 'videos.csv', csv);
  await expect(
    dialog.getByText('Line 3: Not a valid YouTube video URL or ID (nope)'),
  ).toBeVisible();
  await expect(dialog.getByText('Tech', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Videos (2)' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Duplicates (1)' }).click();
  await expect(dialog.getByText('already in your collection')).toBeVisible();
  await shoot(page, { path: 'test-results/screenshots/en/videos-import.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Import 2 Videos' }).click();
  await expect(page.getByText('2 videos added · 1 already in your collection')).toBeVisible();

  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByText('5 in all')).toBeVisible();
  await expect(page.getByText('NEW', { exact: true })).toHaveCount(5);
  await shoot(page, { path: 'test-results/screenshots/en/videos-saved.png', fullPage: true });

  await page.getByRole('combobox', { name: 'Filter by category' }).click();
  await page.getByRole('option', { name: 'Tech (1)' }).click();
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Filter by category' }).click();
  await page.getByRole('option', { name: 'All categories' }).click();
  await expect(cards(page)).toHaveCount(5);

  // A long press (400 ms) starts selecting; dragging on selects the cards passed over.
  const first = (await cards(page).nth(0).locator('img').first().boundingBox())!;
  const second = (await cards(page).nth(1).locator('img').first().boundingBox())!;
  await page.mouse.move(first.x + 20, first.y + 20);
  await page.mouse.down();
  await page.waitForTimeout(550);
  await page.mouse.move(second.x + 20, second.y + 20, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Playing / })).toBeHidden();

  // Open both in tabs, 100 ms apart (YouTube is out of reach here: the browser gets a stand-in).
  await page
    .context()
    .route('https://www.youtube.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>YouTube</title>' }),
    );
  await page.getByRole('button', { name: 'Open in tabs' }).click();
  await expect.poll(() => page.context().pages().length).toBe(3);
  for (const tab of page.context().pages().slice(1)) {
    expect(tab.url()).toMatch(/youtube\.com\/watch\?v=/);
    await tab.close();
  }

  // File the two under Music.
  await page.getByRole('button', { name: 'Set category' }).click();
  const categorise = page.getByRole('dialog', { name: 'Category of 2 videos' });
  await categorise.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Music' }).click();
  await categorise.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Updated category for 2 videos')).toBeVisible();

  // Export the selection.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^video_export_\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(exported[0]).toMatch(/^videoId,url,title/);
  expect(exported).toHaveLength(3);

  // Reorder this page: the last becomes first.
  await page.getByRole('button', { name: 'Done' }).click();
  const lastTitle = await cards(page).nth(4).locator('p').first().innerText();
  await page.getByRole('button', { name: 'Reorder' }).click();
  await page
    .getByRole('list', { name: 'New order' })
    .getByRole('listitem')
    .nth(4)
    .getByRole('button', { name: 'Move to top' })
    .click();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Order saved')).toBeVisible();
  await expect(cards(page).nth(0)).toContainText(lastTitle.slice(0, 20));
  await page.reload();
  await expect(cards(page).nth(0)).toContainText(lastTitle.slice(0, 20));

  // Delete one.
  await cards(page).nth(0).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete videos' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted 1 video')).toBeVisible();
  await expect(cards(page)).toHaveCount(4);

  // Play: the player opens bottom-right; here YouTube is out of reach, so the picture and a link.
  await cards(page)
    .nth(0)
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  const player = page.getByRole('dialog', { name: /^Playing / });
  await expect(player).toBeVisible();
  const box = await player.boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual(
    expect.arrayContaining([expect.any(Number)]),
  );
  await expect(player.getByText('The YouTube player could not load here.')).toBeVisible({
    timeout: 10_000,
  });
  // The fallback names the video it stands for.
  const title = (await player.getAttribute('aria-label'))!.replace(/^Playing /, '');
  await expect(player.getByText(title, { exact: true })).toBeVisible();
  await expect(player.getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
    'href',
    /youtube\.com\/watch\?v=/,
  );
  await shoot(page, { path: 'test-results/screenshots/en/videos-player.png' });
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(player).toBeHidden();

  await page.getByRole('tab', { name: 'Manage Categories' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Music' }).getByText('2 videos'),
  ).toBeVisible();
});

test('bad video files are refused with a clear message, and nothing is saved', async ({ page }) => {
  await registerThroughApi(page);
  await connectDemoChannel(page);
  await page.goto('/videos');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV/TXT' }).click();
  await (
    await chooser
  ).setFiles({ name: 'videos.json', mimeType: 'application/json', buffer: Buffer.from('{}') });
  await expect(page.getByText('Please upload CSV or TXT files only')).toBeVisible();

  await uploadFile(page, 'bad.csv', 'category,link\nTech,nope\nMusic,also nope\n');
  await expect(page.getByText('No valid YouTube videos found in the CSV file.')).toBeVisible();
  await uploadFile(
    page,
    'binary.txt',
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x01]).toString('latin1'),
  );
  await expect(page.getByText('Failed to parse CSV file. Please check the format.')).toBeVisible();
  await uploadFile(page, 'huge.csv', `Tech,${A}\n`.repeat(400_000));
  await expect(page.getByText('The file is over 5 MB.', { exact: false })).toBeVisible();
  await uploadFile(
    page,
    'many.txt',
    Array.from({ length: 50_001 }, (_, i) => `v${String(i).padStart(10, '0')}`).join('\n'),
  );
  await expect(
    page.getByText('The file has more than 50,000 rows.', { exact: false }),
  ).toBeVisible();
  expect(await (await page.request.get('/api/videos')).json()).toEqual([]);

  // Everything already saved: a neutral note, nothing imported twice.
  await page.request.post('/api/videos/import', {
    data: { videos: [{ videoId: A }], source: 'manual' },
  });
  await page.getByLabel('Video links or IDs').fill(A);
  await page.getByRole('button', { name: 'Process Videos' }).click();
  await expect(page.getByText('1 video is already in your collection')).toBeVisible();
  expect(await (await page.request.get('/api/videos')).json()).toHaveLength(1);
});
