/** Where the journeys run: the app, and the Google emulator it talks to (emulator/README.md). */
export const APP_PORT = 5055;
export const EMULATOR_PORT = 5056;
export const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
