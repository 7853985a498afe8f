import { expect, type Page } from '@playwright/test';
import { MAIL_URL } from './ports';

/** An email as the journeys' inbox (emulator/mail-main.ts) received it. */
export interface Mail {
  id: number;
  to: string[];
  subject: string;
  text: string;
}

/** The newest email to `to` whose subject matches, waited for. */
export async function mailTo(page: Page, to: string, subject: RegExp) {
  let found: Mail | undefined;
  await expect(async () => {
    const mails = (await (await page.request.get(`${MAIL_URL}/mails`)).json()) as Mail[];
    found = mails.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
    expect(found).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

/** The email's link to `/<page>`, whole (its query and the language it names) but its host. */
export function linkIn(mail: Mail, page: string) {
  const url = (mail.text.match(/https?:\/\/\S+/g) ?? [])
    .map((address) => new URL(address))
    .find((address) => address.pathname === `/${page}`);
  expect(url, `a /${page} link in "${mail.subject}"`).toBeDefined();
  return url!.pathname + url!.search + url!.hash;
}
