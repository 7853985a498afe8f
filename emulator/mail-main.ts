import { serveMailPage, startMailCatcher } from './mail-catcher';

// The demo's inbox on its own (the journeys run it beside the app): SMTP on MAIL_SMTP_PORT, the
// inbox page and its JSON on MAIL_WEB_PORT.
const catcher = await startMailCatcher({ port: Number(process.env.MAIL_SMTP_PORT ?? 5125) });
const page = await serveMailPage(catcher, { port: Number(process.env.MAIL_WEB_PORT ?? 5126) });
console.log(`Mail catcher: SMTP at ${catcher.smtpUrl}, inbox at ${page.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([catcher.close(), page.close()]).then(() => process.exit(0));
  });
}
