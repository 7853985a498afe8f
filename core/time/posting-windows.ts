import { offsetChangeBetween, wallTime } from './zoned-time';

/**
 * A channel's posting windows (docs/schedules.md): weekly slots on the wall clock of a time zone.
 * Pure: the engine, the plan and the screens all count with these.
 */

/** One weekly slot. `day`: 0 Sunday … 6 Saturday. `to` before `from`: it ends the next day. */
export interface WindowSlot {
  day: number;
  from: string;
  to: string;
}

export interface PostingWindows {
  timeZone: string;
  slots: WindowSlot[];
}

const DAY = 1440;
const WEEK = 7 * DAY;
const MINUTE = 60_000;

/** "HH:MM" to minutes since midnight; "24:00" (the end of a day) is 1440. */
export function clockMinutes(text: string) {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return NaN;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return NaN;
  return hours * 60 + minutes;
}

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A slot's length in minutes: `to` at or before `from` runs past midnight; 0 when they meet. */
export function slotLength(slot: WindowSlot) {
  const from = clockMinutes(slot.from);
  const to = clockMinutes(slot.to);
  if (from === to || (from === 0 && to === DAY)) return from === to ? 0 : DAY;
  return to > from ? to - from : to + DAY - from;
}

type Span = [start: number, end: number];

/**
 * The week's open minutes as disjoint spans of [0, WEEK), sorted; slots that overlap or meet are
 * one span. A span running over Saturday midnight is split at the week's end.
 */
function openSpans(slots: readonly WindowSlot[]): Span[] {
  const pieces: Span[] = [];
  for (const slot of slots) {
    const start = slot.day * DAY + clockMinutes(slot.from);
    const end = start + slotLength(slot);
    if (end <= WEEK) pieces.push([start, end]);
    else pieces.push([start, WEEK], [0, end - WEEK]);
  }
  pieces.sort((a, b) => a[0] - b[0]);
  const spans: Span[] = [];
  for (const [start, end] of pieces) {
    const last = spans[spans.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else spans.push([start, end]);
  }
  return spans;
}

/** A span as slots: one when a slot can say it, else cut at each midnight. */
function slotsOfSpan(start: number, end: number): WindowSlot[] {
  const length = end - start;
  const from = start % DAY;
  if (length < DAY || (length === DAY && from === 0)) {
    const to = (start + length) % DAY;
    return [{ day: Math.floor(start / DAY) % 7, from: clockText(from), to: clockText(to || DAY) }];
  }
  const slots: WindowSlot[] = [];
  for (let at = start; at < end; at = (Math.floor(at / DAY) + 1) * DAY) {
    const until = Math.min(end, (Math.floor(at / DAY) + 1) * DAY);
    slots.push(...slotsOfSpan(at, until));
  }
  return slots;
}

const slotKey = (s: WindowSlot) => `${s.day} ${s.from} ${s.to}`;

/**
 * The slots as stored: overlapping or touching slots joined, sorted by day and time; `merged`
 * says some overlapped, so the user can be told. Slots are assumed valid (the windows schema).
 */
export function normalizeSlots(slots: readonly WindowSlot[]) {
  const spans = openSpans(slots);
  const open = spans.reduce((sum, [start, end]) => sum + end - start, 0);
  const asked = slots.reduce((sum, slot) => sum + slotLength(slot), 0);
  // A span over Saturday midnight is one slot on Saturday.
  if (spans.length > 1 && spans[0]![0] === 0 && spans[spans.length - 1]![1] === WEEK) {
    const first = spans.shift()!;
    spans[spans.length - 1]![1] = WEEK + first[1];
  }
  const normal = spans.flatMap(([start, end]) => slotsOfSpan(start, end));
  return {
    slots: normal.sort((a, b) => slotKey(a).localeCompare(slotKey(b))),
    merged: asked > open,
  };
}

/** Windows ready to ask "open at this instant?" many times. */
export interface CompiledWindows {
  timeZone: string;
  spans: Span[];
  /** The change points of openness within the week (sorted minutes). */
  changes: number[];
  /** Every minute of the week is open. */
  always: boolean;
}

export function compileWindows(windows: PostingWindows): CompiledWindows {
  const spans = openSpans(windows.slots);
  const always = spans.length === 1 && spans[0]![0] === 0 && spans[0]![1] === WEEK;
  const points = new Set<number>();
  for (const [start, end] of spans) {
    points.add(start % WEEK);
    points.add(end % WEEK);
  }
  // Open over Saturday midnight: the week's edge is no change.
  if (spans.some(([s]) => s === 0) && spans.some(([, e]) => e === WEEK)) points.delete(0);
  return { timeZone: windows.timeZone, spans, changes: [...points].sort((a, b) => a - b), always };
}

/** A channel's stored windows: `slots` and `timeZone` columns, both null when always open. */
export interface StoredWindows {
  windowSlots: WindowSlot[] | null;
  windowsTimeZone: string | null;
}

/** A channel's stored windows ready to ask; undefined when it may post at any time. */
export const channelWindows = (row: StoredWindows) =>
  row.windowSlots && row.windowsTimeZone
    ? compileWindows({ timeZone: row.windowsTimeZone, slots: row.windowSlots })
    : undefined;

const weekMinute = (windows: CompiledWindows, ms: number) => {
  const wall = wallTime(windows.timeZone, ms);
  return wall.weekday * DAY + wall.minute;
};

const openAtMinute = (windows: CompiledWindows, minute: number) =>
  windows.spans.some(([start, end]) => minute >= start && minute < end);

/** Whether a channel with these windows may post at `ms`. */
export function isOpenAt(windows: CompiledWindows, ms: number) {
  return windows.always || openAtMinute(windows, weekMinute(windows, ms));
}

/**
 * The first instant after `ms` at which openness changes (a slot's edge on the wall clock, or a
 * daylight-saving jump across one); undefined for windows always open or never open.
 */
export function nextChange(windows: CompiledWindows, ms: number): number | undefined {
  if (windows.always || windows.changes.length === 0) return undefined;
  const openNow = isOpenAt(windows, ms);
  let at = ms;
  // Each round moves to the next edge or jump; a week holds a handful of each.
  for (let round = 0; round < 64; round++) {
    const minute = weekMinute(windows, at);
    const next = windows.changes.find((c) => c > minute) ?? windows.changes[0]! + WEEK;
    const edge = Math.floor(at / MINUTE) * MINUTE + (next - minute) * MINUTE;
    const jump = offsetChangeBetween(windows.timeZone, at, edge);
    const candidate = jump !== undefined && jump < edge ? jump : edge;
    if (isOpenAt(windows, candidate) !== openNow) return candidate;
    at = candidate;
  }
  return undefined;
}

/** `ms` when open then, else when the windows next open; undefined when they never do. */
export function nextOpening(windows: CompiledWindows, ms: number) {
  return isOpenAt(windows, ms) ? ms : nextChange(windows, ms);
}

/** When the window open at `ms` closes (Infinity: never). Assumes it is open at `ms`. */
export function closingAfter(windows: CompiledWindows, ms: number) {
  return nextChange(windows, ms) ?? Infinity;
}
