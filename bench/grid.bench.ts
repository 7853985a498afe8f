import os from 'node:os';
import { chromium } from '@playwright/test';
import { SCREENS } from '../e2e/device';
import { ms } from './bench-app';
import { measureGrid, type StepResult } from './grid-browser';
import { startGridStack } from './grid-stack';

/** The journeys' two screens, named as the results table has them, in the table's order. */
const DEVICES = [
  ['desktop, 1440×900', SCREENS.desktop],
  ['phone, 390×844, touch', SCREENS.phone],
] as const;

/** Longest task, tasks over 50 ms, results shown after (ms; null: nothing new to show). */
type Measure = [number, number, number | null];

/**
 * The same steps on the code from before the speed work (2026-11-23, this machine, one run): every
 * card drawn again on each scroll frame and each key typed, three rows drawn beyond the screen.
 * Each step's measure on the desktop, then on the phone.
 */
const BEFORE: Record<string, [...Measure, ...Measure]> = {
  'open the Saved tab (50 a page)': [199, 7, 563, 139, 2, 366],
  'wheel to the bottom and back, 400 px a turn (50 cards)': [320, 38, null, 89, 5, null],
  'next page': [148, 4, 587, 56, 1, 204],
  'jump to page 1,500 (page input)': [178, 3, 461, 58, 1, 251],
  'per page: 500': [384, 4, 764, 77, 1, 331],
  'wheel to the bottom and back, 800 px a turn (500 cards)': [460, 258, null, 151, 102, null],
  'next page (500 a page)': [200, 4, 656, 68, 2, 271],
  'per page: custom, 5,000': [397, 3, 1591, 113, 1, 1075],
  'wheel 60 turns of 800 px down and back (5,000 cards)': [369, 420, null, 137, 43, null],
  'drag the scroll bar to the end and back (5,000 cards)': [276, 5, null, 90, 1, null],
  'type "number 42" in the search (80 ms a key)': [97, 10, 505, 0, 0, 414],
  'category: Cooking': [102, 3, 380, 0, 0, 316],
  'comments sent: some sent': [78, 2, 322, 0, 0, 251],
  'clear the search': [88, 2, 543, 0, 0, 518],
};

const cell = ([longest, count, shown]: Measure) =>
  `${longest ? ms(longest) : 'none'} / ${count} / ${shown === null ? '—' : ms(shown)}`;

function table(device: string, column: number, results: StepResult[]) {
  return [
    `### ${device}`,
    '',
    '| step | before | now |',
    '| --- | --- | --- |',
    ...results.map((r) => {
      const was = BEFORE[r.step]?.slice(column * 3, column * 3 + 3) as Measure | undefined;
      return `| ${r.step} | ${was ? cell(was) : ''} | ${cell([r.longestMs, r.longTasks, r.shownMs ?? null])} |`;
    }),
    '',
  ];
}

/**
 * docs/product.md §2 saved videos with 100,000 videos, in Chromium (docs/performance.md §1: the
 * screen scrolls and filters without frames over 100 ms): each step's long tasks, from a
 * PerformanceObserver installed before the app's scripts, and how long until the grid shows the new
 * results.
 */
export async function gridBenchmark() {
  const stack = await startGridStack();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const lines = [
      '## The saved-videos grid',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores, shared: load average`,
      `${os.loadavg()[0]!.toFixed(1)} at the start): the production build served by the real server,`,
      '100,000 saved videos, headless Chromium, one run. Each cell: the longest task / tasks over',
      '50 ms / from the input until the grid shows the new results (for typing, from the last key).',
      '',
    ];
    for (const [column, [name, device]] of DEVICES.entries()) {
      const results = await measureGrid(browser, stack.baseUrl, stack.session, device);
      lines.push(...table(name, column, results));
    }
    lines.push(...NOTES);
    return lines.join('\n');
  } finally {
    await browser.close();
    await stack.close();
  }
}

const NOTES = [
  'Notes: before, the grid drew every card on screen again at each scroll event (the virtualiser',
  'draws synchronously as the page scrolls) and at each key typed in the search (the search text',
  'lives in the page around the grid); each card built new formatters for its date and counts.',
  'Now the cards are memoised with actions that take the video (one set for all cards), the grid is',
  'memoised, new results are drawn in the background (`useDeferredValue`) and shown when ready, and',
  'one row is drawn beyond the screen instead of three. The rows that scroll into view are drawn in',
  'the background too, a card at a time between frames. A card is about 10 Mantine components',
  'instead of about 40: its layout is plain elements with the same styles, its three tooltips are',
  'mounted when a mouse first rests on their button, and the words come from the page rather than',
  'a `useTranslation` per card (in jsdom, 100 cards mount in half the time). What remains over',
  '50 ms: opening the tab (the first page is drawn at once, with the page around it) and a few',
  'frames of long wheel runs (the browser laying out and painting new rows). The previous cards',
  '(memoised, about 40 components) had on desktop: wheel, 500 cards, 242 ms / 98; wheel, 5,000',
  'cards, 610 ms / 155; next page of 500, 110 ms / 2; on the phone, wheel, 500 cards, 195 ms / 15;',
  'that run had a busier machine (load 4.5 at its start), so part of the gain is the load.',
  "Thumbnails are served as JPEG (as the image host sends them): the emulator's SVG thumbnails are",
  'drawn on the main thread.',
  '',
];
