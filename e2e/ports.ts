/**
 * Where the journeys run: the app, the Google emulator it talks to (emulator/README.md) and the
 * inbox its emails go to. E2E_APP_PORT, E2E_EMULATOR_PORT and E2E_MAIL_PORT (SMTP; its inbox page
 * is on the next port) move them, so that two runs on one machine do not meet.
 */
const port = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);
const env = process.env;
export const APP_PORT = port(env.E2E_APP_PORT, 5055);
export const EMULATOR_PORT = port(env.E2E_EMULATOR_PORT, 5056);
export const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
export const MAIL_SMTP_PORT = port(env.E2E_MAIL_PORT, 5057);
export const MAIL_WEB_PORT = MAIL_SMTP_PORT + 1;
export const MAIL_URL = `http://127.0.0.1:${MAIL_WEB_PORT}`;
