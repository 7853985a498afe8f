/**
 * A machine whose wall clock is wrong (server/posting/clock-skew.test.ts): loaded with `--import`
 * before a process, it moves what `Date` says by TEST_CLOCK_SHIFT_MS. Timers and
 * `performance.now()` keep real time, as on a machine whose wall clock alone is off.
 */
const shiftMs = Number(process.env.TEST_CLOCK_SHIFT_MS ?? 0);
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + shiftMs);
    else super(...(args as [number]));
  }

  static override now() {
    return RealDate.now() + shiftMs;
  }
}

if (shiftMs) globalThis.Date = ShiftedDate as DateConstructor;
