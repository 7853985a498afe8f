// `npm test`: two rounds of commands side by side, each command's output kept together. The
// first round runs what measures time (the timed tests) on a machine the journeys do not load
// yet, beside the build, the web's tests and the lint; the second, the other unit tests beside the
// journeys and the many-process test. A failure is named again
// at the very end, with its own last lines: a CI log is often read from its tail only, and there
// the journeys' long list would otherwise hide which command failed and why.
import { stripVTControlCharacters } from 'node:util';
import { concurrently } from 'concurrently';

const rounds = [
  [
    { name: 'build', command: 'npm:build' },
    // The timed tests mostly wait (half the machine idle when they run alone): the web's tests
    // and the whole lint, one after another on about one core, fit beside them, and the second
    // round, where every core is busy, is shorter by ESLint's two minutes of CPU (CI's 20 minutes).
    { name: 'web', command: 'npm run test:unit:web && npm run lint' },
    { name: 'timed', command: 'npm:test:unit:timed' },
  ],
  [
    { name: 'unit', command: 'npm:test:unit:rest' },
    { name: 'e2e', command: 'npm:test:e2e' },
    // Five processes that mostly wait: beside the journeys rather than after the timed tests,
    // where they added three minutes to a machine otherwise idle (CI's 20 minutes).
    { name: 'processes', command: 'npm:test:unit:processes' },
  ],
];

const TAIL_LINES = 80;
// What vitest, Playwright and ESLint print for a failure, wherever it stands in their output.
const FAILURE_LINE =
  /(\bFAIL\b|✘|×|✗|\d+ failed|\d+ flaky|error\s{2}|Error:|exited with code [1-9])/;

async function runRound(commands) {
  const outputs = new Map(commands.map((c) => [c.name, []]));
  // timings: each command's duration at the round's end, to see where CI's minutes go.
  const run = concurrently(commands, { group: true, prefix: 'name', timings: true });
  for (const command of run.commands) {
    const keep = (chunk) => outputs.get(command.name).push(chunk.toString());
    command.stdout.subscribe(keep);
    command.stderr.subscribe(keep);
  }
  const events = await run.result.then(
    (closed) => closed,
    (closed) => closed,
  );
  const failed = events.filter((e) => e.exitCode !== 0);
  return failed.map((e) => ({
    name: e.command.name,
    exitCode: e.exitCode,
    output: outputs.get(e.command.name).join(''),
  }));
}

function describe(failure) {
  const lines = stripVTControlCharacters(failure.output).split('\n');
  const marked = lines.filter((line) => FAILURE_LINE.test(line)).slice(0, 40);
  return [
    `\n=== ${failure.name} failed (exit ${failure.exitCode}) ===`,
    '--- its lines that name a failure:',
    ...marked,
    `--- its last ${TAIL_LINES} lines:`,
    ...lines.slice(-TAIL_LINES),
  ].join('\n');
}

for (const round of rounds) {
  const failures = await runRound(round);
  if (failures.length > 0) {
    console.error(failures.map(describe).join('\n'));
    console.error(`\nnpm test failed: ${failures.map((f) => f.name).join(', ')}`);
    process.exit(1);
  }
}
console.log('\nnpm test passed: every unit test, the lint and every journey.');
