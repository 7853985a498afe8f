// `npm run demo`: the app as `npm start` runs it, plus the Google emulator, a demo user and a demo
// credential, so every screen works with no Google account and no internet. The emulator stands
// in for Google's network only: the app's own code path is the real one.
import { startEmulator } from '../emulator/emulator';
import { serveMailPage, startMailCatcher } from '../emulator/mail-catcher';
import { loadConfig, localAddress } from '../server/config';
import { DEMO_CHANNEL } from '../emulator/demo-accounts';
import {
  DEMO_LOGIN,
  DEMO_SERVER_CREDENTIAL,
  DEMO_TEAMMATE,
  seedDemo,
} from '../server/demo/demo-seed';
import { runServer } from '../server/server';

const emulatorPort = Number(process.env.EMULATOR_PORT ?? 5100);
const emulator = await startEmulator({ port: emulatorPort, host: '127.0.0.1' }).catch(
  (error: unknown) => {
    console.error(
      `The Google emulator could not listen on port ${emulatorPort} (${String(error)}). Set EMULATOR_PORT to a free port.`,
    );
    process.exit(1);
  },
);

// docs/visibility.md in a few minutes: YouTube hides Bob Builds' comments, and viewers like and
// answer the others quickly.
emulator.state.moderation.set(DEMO_CHANNEL.bobBuilds, 'hide');
emulator.state.growth = { likeEveryMs: 30_000, replyEveryMs: 120_000 };

// docs/email.md: the demo's emails (confirm the address, reset the password) land in a local
// inbox, a real SMTP server with a page to read them: no mail leaves the machine.
const mailSmtpPort = Number(process.env.DEMO_MAIL_SMTP_PORT ?? 5125);
const mailWebPort = Number(process.env.DEMO_MAIL_WEB_PORT ?? 5126);
const inbox = await startMailCatcher({ port: mailSmtpPort }).catch((error: unknown) => {
  console.error(
    `The demo's mail catcher could not listen on port ${mailSmtpPort} (${String(error)}). Set DEMO_MAIL_SMTP_PORT to a free port.`,
  );
  process.exit(1);
});
const inboxPage = await serveMailPage(inbox, { port: mailWebPort }).catch((error: unknown) => {
  console.error(
    `The demo's inbox page could not listen on port ${mailWebPort} (${String(error)}). Set DEMO_MAIL_WEB_PORT to a free port.`,
  );
  process.exit(1);
});

const config = loadConfig({
  // Demo data lives apart from your own.
  DATA_DIR: './data/demo',
  // Each posted comment looked at as others see it 1, 2, 5 and 30 minutes after posting.
  VISIBILITY_CHECK_DELAYS: '1m,2m,5m,30m',
  // Everything runs on this machine: a webhook may call a tool here too (n8n on localhost, the
  // receiver of docs/examples/api-walkthrough.mjs).
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  ...process.env,
  SMTP_URL: inbox.smtpUrl,
  MAIL_FROM: 'Multi-Comment Manager demo <demo@localhost>',
  GOOGLE_OAUTH_BASE_URL: emulator.url,
  YOUTUBE_API_BASE_URL: emulator.url,
  GOOGLE_CLIENT_ID: DEMO_SERVER_CREDENTIAL.clientId,
  GOOGLE_CLIENT_SECRET: DEMO_SERVER_CREDENTIAL.clientSecret,
});

await runServer(config, {
  beforeListen: (deps) => seedDemo(deps),
  afterStop: async () => {
    await Promise.all([emulator.close(), inbox.close(), inboxPage.close()]);
  },
});

const app = localAddress(config);
console.log(`
  Demo ready at ${app}
  Sign in at ${app}/auth with ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}
  (or "Sign in with Google", which uses the emulator's demo Google users).
  Then on Channels, "Connect channel" on "Demo credential" opens the emulator's consent page:
  pick Alice Cooks, then Bob Builds. Google's side runs at ${emulator.url} (no internet needed).
  In this demo YouTube hides Bob Builds' comments: post from both, and within a few minutes
  Launch > Reports shows which comments others see (with their likes), and Channels flags Bob.
  The demo's key for checks is in Settings > Visibility checks.
  The emulator forgets its tokens when it stops: after a restart, reconnect the demo channels.
  Emails the demo sends (confirm your address, "Forgot password?") arrive at ${inboxPage.url}.
  To try a team: make a workspace from the header's menu, invite ${DEMO_TEAMMATE.email} on its
  Workspace page, and accept the emailed invitation as them (${DEMO_TEAMMATE.password}) in
  another browser.
`);
