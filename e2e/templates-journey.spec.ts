import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './accessibility';
import { registerThroughApi } from './helpers';
import { shoot } from './device';

const savedRows = (page: Page) => page.getByRole('list', { name: 'Saved' }).getByRole('listitem');

async function createTemplate(page: Page, text: string) {
  await page.getByLabel('Comment text').fill(text);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
}

test('a user keeps templates: creates, is stopped on a similar one, imports a CSV, reorders, categorises and deletes', async ({
  page,
}) => {
  await registerThroughApi(page);
  await page.goto('/comments');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download an example CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('comment_templates.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(text.split('\n')[0]).toBe('category,content');
  expect(
    new Set(
      text
        .split('\n')
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).size,
  ).toBe(3);

  // Nothing to create from an empty box: a clear message, nothing sent.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Template content cannot be empty.')).toBeVisible();
  // Typing answers it: the message leaves with the first key, not five seconds later.
  await page.getByLabel('Comment text').pressSequentially('G');
  await expect(page.getByText('Template content cannot be empty.')).toHaveCount(0);

  await createTemplate(page, 'Great video, thanks for sharing!');
  await expect(page.getByText('Template created')).toBeVisible();
  await expect(page.getByLabel('Comment text')).toHaveValue('');
  await expect(page.getByText('0 / 10,000 characters')).toBeVisible();

  await createTemplate(page, 'great video,  thanks for sharing!!');
  await expect(page.getByText('Similar template', { exact: true })).toBeVisible();
  await expect(
    page.getByText('A similar template already exists: "Great video, thanks for sharing!"'),
  ).toBeVisible();

  // A file that is not CSV is refused.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('a,b') });
  await expect(page.getByText('Please upload CSV files only')).toBeVisible();

  const csv = [
    'category,content',
    'Tech,"Clear explanation, well done"',
    'Tech,Great video, thanks for sharing!',
    'Music,Lovely melody in this one',
    'Music,lovely   melody in this one',
    'Music,',
    ',Loose template without category',
  ].join('\r\n');
  const upload = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (
    await upload
  ).setFiles({ name: 'templates.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
  const dialog = page.getByRole('dialog', { name: 'Import templates' });
  await expect(dialog).toBeVisible();
  await expect(
    page.getByText(
      'This CSV file contains duplicate templates. Only unique templates will be imported.',
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Line 6: Template content cannot be empty')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Valid (3)' })).toBeVisible();
  await expect(dialog.getByText('Tech', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('tab', { name: 'Duplicates (2)' }).click();
  await expect(dialog.getByText('already saved')).toBeVisible();
  await expect(dialog.getByText('repeated in the file')).toBeVisible();
  await shoot(page, {
    path: 'test-results/screenshots/en/templates-import.png',
    fullPage: true,
  });
  await dialog.getByRole('button', { name: 'Import 3 Templates' }).click();
  await expect(
    page.getByText('3 templates added · 2 duplicates skipped · 2 new categories'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Saved' }).click();
  await expect(page.getByText('4 in all')).toBeVisible();
  await expect(savedRows(page)).toHaveCount(4);
  await expect(page.getByText('NEW', { exact: true })).toHaveCount(4);

  // Reorder: the last becomes first, saved after a confirmation.
  await page.getByRole('button', { name: 'Reorder' }).click();
  const lastRow = page
    .getByRole('list', { name: 'New order' })
    .getByRole('listitem')
    .filter({ hasText: 'Great video, thanks for sharing!' });
  await lastRow.getByRole('button', { name: 'Move to top' }).click();
  await page.getByRole('button', { name: 'Save order' }).click();
  await page
    .getByRole('dialog', { name: 'Save the new order' })
    .getByRole('button', { name: 'Save order' })
    .click();
  await expect(page.getByText('Order saved')).toBeVisible();
  await expect(savedRows(page).first()).toContainText('Great video, thanks for sharing!');
  await page.reload();
  await expect(savedRows(page).first()).toContainText('Great video, thanks for sharing!');

  // Categorise two, then delete two.
  await page.getByRole('textbox', { name: 'Search text or category' }).fill('melody');
  await expect(savedRows(page)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search text or category' }).fill('');
  await expect(savedRows(page)).toHaveCount(4);
  await savedRows(page).nth(0).getByRole('checkbox').check();
  await savedRows(page).nth(1).getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  // Chosen rows are tinted: their dimmed and coloured text still reads, in both schemes.
  await expectAccessibleInBothSchemes(page, 'templates with two chosen');
  await page.getByRole('button', { name: 'Set category' }).click();
  const categorise = page.getByRole('dialog', { name: 'Set the category of 2 templates' });
  await categorise.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Music' }).click();
  await categorise.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Updated the category of 2 templates')).toBeVisible();

  await savedRows(page).nth(2).getByRole('checkbox').check();
  await savedRows(page).nth(3).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page
    .getByRole('dialog', { name: 'Delete templates' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted 2 templates')).toBeVisible();
  await expect(savedRows(page)).toHaveCount(2);
  await shoot(page, {
    path: 'test-results/screenshots/en/templates-saved.png',
    fullPage: true,
  });

  await page.getByRole('tab', { name: 'Manage Categories' }).click();
  const music = page.getByRole('listitem').filter({ hasText: 'Music' });
  await expect(music.getByText('2 templates')).toBeVisible();
  await page.getByLabel('New category').fill('music');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('A category with the name "music" already exists.')).toBeVisible();
  await shoot(page, {
    path: 'test-results/screenshots/en/templates-categories.png',
    fullPage: true,
  });

  // The page remembers its tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Manage Categories' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('bad template files and texts are refused with a clear message, and nothing is saved', async ({
  page,
}) => {
  await registerThroughApi(page);
  await page.goto('/comments');
  const upload = async (name: string, body: string | Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(body) });
  };

  await upload('empty.csv', '');
  await expect(page.getByText('Empty file: no valid templates found.')).toBeVisible();
  await upload('blank.csv', 'category,content\nTech,\nMusic,   \n');
  await expect(page.getByText('No valid templates found in the file.')).toBeVisible();
  await upload('huge.csv', `category,content\n${'Tech,'.padEnd(200, 'x')}\n`.repeat(27_000));
  await expect(page.getByText('The file is over 5 MB.', { exact: false })).toBeVisible();
  await upload('many.csv', Array.from({ length: 50_001 }, (_, i) => `c,row ${i}`).join('\n'));
  await expect(
    page.getByText('The file has more than 50,000 rows.', { exact: false }),
  ).toBeVisible();
  await upload(
    'binary.csv',
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x01, 0x02]).toString('latin1'),
  );
  await expect(page.getByText('Invalid CSV format', { exact: false })).toBeVisible();

  await page.getByLabel('Comment text').fill('x'.repeat(10_001));
  await expect(page.getByText('10,001 / 10,000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('At most 10,000 characters.').first()).toBeVisible();

  const saved = await page.request.get('/api/comment-templates');
  expect(await saved.json()).toEqual([]);
});
