import { readFile, writeFile } from 'node:fs/promises';
import prettier from 'prettier';
import { accessBenchmark } from './access.bench';
import { approvalBenchmark } from './approval.bench';
import { auditBenchmark } from './audit.bench';
import { alikeTitlesSection } from './alike.bench';
import { batchesBenchmark } from './batches.bench';
import { calendarBenchmark } from './calendar.bench';
import { claimBenchmark } from './claim.bench';
import { exportBenchmark } from './export.bench';
import { gridBenchmark } from './grid.bench';
import { inboxBenchmark } from './inbox.bench';
import { loadBenchmark } from './load.bench';
import { notificationsBenchmark } from './notifications.bench';
import { repliesBenchmark } from './replies.bench';
import { scheduleBenchmark } from './schedule.bench';
import { throughputSection } from './throughput.bench';
import { tokensBenchmark } from './tokens.bench';
import { videosBenchmark } from './videos.bench';
import { visibilityBenchmark } from './visibility.bench';
import { webBenchmark } from './web.bench';

/**
 * `npm run bench`: runs every benchmark and writes its section of bench/RESULTS.md (between its
 * markers), leaving the other sections as they were.
 */
const FILE = new URL('./RESULTS.md', import.meta.url);
const benchmarks: Record<string, () => Promise<string>> = {
  videos: videosBenchmark,
  batches: batchesBenchmark,
  claim: claimBenchmark,
  grid: gridBenchmark,
  web: webBenchmark,
  visibility: visibilityBenchmark,
  schedule: scheduleBenchmark,
  calendar: calendarBenchmark,
  notifications: notificationsBenchmark,
  export: exportBenchmark,
  load: loadBenchmark,
  alike: alikeTitlesSection,
  throughput: throughputSection,
  access: accessBenchmark,
  audit: auditBenchmark,
  approval: approvalBenchmark,
  tokens: tokensBenchmark,
  inbox: inboxBenchmark,
  replies: repliesBenchmark,
};

const only = process.argv[2];
let text = await readFile(FILE, 'utf8').catch(
  () =>
    '# Benchmark results\n\nWritten by `npm run bench`; numbers from the last run on this machine.\n',
);
for (const [name, run] of Object.entries(benchmarks)) {
  if (only && only !== name) continue;
  console.log(`running ${name}...`);
  const section = `<!-- ${name}:start -->\n${await run()}\n<!-- ${name}:end -->`;
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->`);
  text = pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}\n`;
  console.log(section);
}
// Written as Prettier would (npm test checks every file's style): its tables aligned.
const options = (await prettier.resolveConfig(FILE.pathname)) ?? {};
await writeFile(FILE, await prettier.format(text, { ...options, parser: 'markdown' }));
