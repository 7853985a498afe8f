import { startEmulator } from './emulator';

// `npm run emulator`: the emulator on its own, for the demo or for trying the API by hand.
const port = Number(process.env.EMULATOR_PORT ?? 5100);
const emulator = await startEmulator({
  port,
  host: process.env.EMULATOR_HOST ?? '127.0.0.1',
  logger: false,
});
console.log(
  `Google emulator listening at ${emulator.url} (OAuth at /o/oauth2/v2/auth, YouTube at /youtube/v3, controls at /__emulator)`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
