import { expect, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { forEachDevice, press, screenshot } from './device';
import { connectDemoChannel, registerThroughApi } from './helpers';

type Saved = { videoId: string; category: string | null };
type Template = { content: string; category: string | null };

const savedVideos = async (page: Page) =>
  (await (await page.request.get('/api/videos')).json()) as Saved[];
const savedTemplates = async (page: Page) =>
  (await (await page.request.get('/api/comment-templates')).json()) as Template[];

async function upload(page: Page, button: string, name: string, body: string) {
  const chooser = page.waitForEvent('filechooser');
  await press(page.getByRole('button', { name: button }));
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(body) });
}

/** Types into a category field and picks what it offers for that text. */
async function typeCategory(page: Page, text: string) {
  const field = page.getByRole('combobox', { name: 'Category' }).first();
  await press(field);
  await field.fill(text);
}

forEachDevice(() => {
  test('links YouTube does not know are named, and left out unless the user keeps them', async ({
    page,
  }) => {
    await registerThroughApi(page);
    await connectDemoChannel(page); // YouTube is asked through the user's channel
    await page.goto('/videos');
    await page.getByLabel('Video links or IDs').fill('NFmissing01\nknownAAAA01');
    await press(page.getByRole('button', { name: 'Process Videos' }));
    const dialog = page.getByRole('dialog', { name: 'Import videos' });
    await expect(dialog.getByText('YouTube does not know 1 of these videos')).toBeVisible();
    await expect(dialog.getByText('NFmissing01', { exact: true }).first()).toBeVisible();
    const keep = dialog.getByRole('checkbox', { name: 'Import them anyway' });
    await expect(keep).not.toBeChecked();
    // The tab counts the two rows it lists (one greyed); the button, the one it imports.
    await expect(dialog.getByRole('tab', { name: 'Videos (2)' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 1 Video', exact: true })).toBeVisible();
    await screenshot(page, 'videos-import-unknown');
    await press(keep);
    await expect(dialog.getByRole('button', { name: 'Import 2 Videos' })).toBeVisible();
    await press(keep);
    await press(dialog.getByRole('button', { name: 'Import 1 Video', exact: true }));
    await expect(page.getByText('1 video added')).toBeVisible();
    expect((await savedVideos(page)).map((v) => v.videoId)).toEqual(['knownAAAA01']);
  });

  test('a CSV row with no category gets none, whatever the form says', async ({ page }) => {
    await registerThroughApi(page);
    await page.request.post('/api/video-categories', { data: { name: 'Tech' } });
    await page.request.post('/api/comment-categories', { data: { name: 'Tech' } });

    await page.goto('/videos');
    await typeCategory(page, 'Tech');
    await press(page.getByRole('option', { name: 'Tech', exact: true }));
    await upload(
      page,
      'Import CSV/TXT',
      'videos.csv',
      'category,link\n,https://youtu.be/csvNoCat001\nMusic,csvMusic001\n',
    );
    const dialog = page.getByRole('dialog', { name: 'Import videos' });
    // The look-up of details ends first (none: no channel), so the list stops moving under the
    // button before it is pressed.
    await expect(dialog.getByText(/Details could not be fetched for 2 videos/)).toBeVisible();
    await press(dialog.getByRole('button', { name: 'Import 2 Videos' }));
    await expect(page.getByText('2 videos added')).toBeVisible();
    const videos = await savedVideos(page);
    expect(videos.find((v) => v.videoId === 'csvNoCat001')?.category).toBeNull();
    expect(videos.find((v) => v.videoId === 'csvMusic001')?.category).toBe('Music');

    await page.goto('/comments');
    await typeCategory(page, 'Tech');
    await press(page.getByRole('option', { name: 'Tech', exact: true }));
    await upload(
      page,
      'Import CSV',
      'templates.csv',
      'category,content\n,A loose template\nMusic,A tune to remember\n',
    );
    await press(
      page.getByRole('dialog', { name: 'Import templates' }).getByRole('button', {
        name: 'Import 2 Templates',
      }),
    );
    await expect(page.getByText(/2 templates added/)).toBeVisible();
    const templates = await savedTemplates(page);
    expect(templates.find((t) => t.content === 'A loose template')?.category).toBeNull();
    expect(templates.find((t) => t.content === 'A tune to remember')?.category).toBe('Music');
  });

  test('a new category is created right where one is chosen', async ({ page }) => {
    await registerThroughApi(page);
    await page.goto('/videos');
    await typeCategory(page, 'Travel diaries');
    await expect(page.getByRole('option', { name: 'Create "Travel diaries"' })).toBeVisible();
    await screenshot(page, 'category-create');
    await press(page.getByRole('option', { name: 'Create "Travel diaries"' }));
    await expect(page.getByText('Category added')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Category' }).first()).toHaveValue(
      'Travel diaries',
    );
    await page.getByLabel('Video links or IDs').fill('travelAAA01');
    await press(page.getByRole('button', { name: 'Process Videos' }));
    await press(page.getByRole('dialog').getByRole('button', { name: 'Import 1 Video' }));
    await expect(page.getByText('1 video added')).toBeVisible();
    expect(await savedVideos(page)).toEqual([
      expect.objectContaining({ videoId: 'travelAAA01', category: 'Travel diaries' }),
    ]);

    await page.goto('/comments');
    await typeCategory(page, 'Greetings');
    await press(page.getByRole('option', { name: 'Create "Greetings"' }));
    await expect(page.getByRole('combobox', { name: 'Category' }).first()).toHaveValue('Greetings');
    await page.getByLabel('Comment text').fill('Hello from the new category');
    await press(page.getByRole('button', { name: 'Create', exact: true }));
    await expect(page.getByText('Template created')).toBeVisible();
    expect(await savedTemplates(page)).toEqual([
      expect.objectContaining({ content: 'Hello from the new category', category: 'Greetings' }),
    ]);
  });

  test('templates from one CSV are listed in the order of the file', async ({ page }) => {
    await registerThroughApi(page);
    const lines = [
      'Apples are crunchy and sweet',
      'Bicycles need oil on the chain',
      'Clouds drift over the valley',
      'Dolphins swim beside the boat',
      'Elephants remember old paths',
      'Foxes hide in the tall grass',
      'Guitars sound warm at night',
      'Harbours wake before the sun',
    ];
    await page.goto('/comments');
    await upload(page, 'Import CSV', 'ordered.csv', ['category,content', ...lines].join('\n'));
    await press(
      page.getByRole('dialog', { name: 'Import templates' }).getByRole('button', {
        name: 'Import 8 Templates',
      }),
    );
    await expect(page.getByText(/8 templates added/)).toBeVisible();
    await press(page.getByRole('tab', { name: 'Saved' }));
    const rows = page.getByRole('list', { name: 'Saved' }).getByRole('listitem');
    await expect(rows).toHaveCount(8);
    const shown = await rows.allInnerTexts();
    expect(shown.map((text) => lines.findIndex((line) => text.includes(line)))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
  });
});
