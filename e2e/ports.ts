/**
 * Where the journeys run: the app, and the Google emulator it talks to (emulator/README.md).
 * E2E_APP_PORT and E2E_EMULATOR_PORT move them, so that two runs on one machine do not meet.
 */
const port = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);
const env = process.env;
export const APP_PORT = port(env.E2E_APP_PORT, 5055);
export const EMULATOR_PORT = port(env.E2E_EMULATOR_PORT, 5056);
export const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
