import { expect, test, type Page } from '@playwright/test';
import { COLORS_CHECKED_IN, expectAccessibleIn } from './accessibility';
import { forEachDevice, press, screenshot, type DeviceName } from './device';
import { switchLanguage } from './helpers';
import {
  chooseEverything,
  LANGUAGE_CODES,
  type LanguageCode,
  postButton,
  setUpLaunch,
  WORDS,
} from './launch-helpers';

// The dialogs a user fills in or decides in, read by axe as the pages are (docs/product.md §11):
// in every language, on both screens, light and dark where that screen's colours are read.

/** Opens one dialog in the language of `words`, as a user fills it in. */
type Check = (page: Page, words: Record<string, string>) => Promise<void>;

const count = (text: string, n: number) => text.replace('{{count}}', String(n));

/** Adding a credential, its three fields filled in. */
const credentialDialog: Check = async (page, words) => {
  await page.goto('/accounts');
  await press(page.getByRole('button', { name: words['credentials.add.button'] }));
  const dialog = page.getByRole('dialog', { name: words['credentials.add.title'] });
  await dialog.getByLabel(words['credentials.field.name']!).fill('Project');
  await dialog.getByLabel(words['credentials.field.clientId']!).fill('not-an-id');
  await dialog.getByLabel(words['credentials.field.clientSecret']!).fill('GOCSPX-dialog');
};

/** The preview of pasted links, one of them unknown to YouTube. */
const importPreview: Check = async (page, words) => {
  await page.goto('/videos');
  await page.getByLabel(words['videos.add.links']!).fill('NFmissing01\nknownAAAA01');
  await press(page.getByRole('button', { name: words['videos.add.process'] }));
  const dialog = page.getByRole('dialog', { name: words['videos.import.title'] });
  await expect(dialog.getByText(count(words['videos.import.unknown']!, 1))).toBeVisible();
};

/** The confirmation before posting, with the videos that cannot take comments named. */
const confirmation: Check = async (page, words) => {
  await page.goto('/launch');
  await chooseEverything(page, words);
  await press(postButton(page, words));
  const dialog = page.getByRole('dialog', { name: words['launch.confirm.title'] });
  await expect(
    dialog.getByText(count(words['launch.confirm.unavailable_other']!, 2)),
  ).toBeVisible();
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
};

const DIALOGS = {
  'credential-dialog': credentialDialog,
  'import-preview': importPreview,
  'launch-confirm': confirmation,
};

async function checkIn(page: Page, device: DeviceName, language: LanguageCode) {
  const words = WORDS[language];
  for (const [name, open] of Object.entries(DIALOGS)) {
    await open(page, words);
    await expect(page.getByRole('dialog')).toBeVisible();
    await screenshot(page, name, language);
    await expectAccessibleIn(
      page,
      `${name} on a ${device} in ${language}`,
      language === COLORS_CHECKED_IN[device],
      () => screenshot(page, `${name}-dark`, language),
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
}

forEachDevice((device) => {
  test('the credential dialog, the import preview and the confirmation pass axe in every language', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await setUpLaunch(page);
    for (const language of LANGUAGE_CODES) {
      await page.goto('/accounts');
      await switchLanguage(page, language);
      await checkIn(page, device, language);
    }
  });
});
