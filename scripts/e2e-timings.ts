// Where a browser-suite run's time went, per file, slowest first: the file's wall time (tests and
// hooks, from bun's JUnit report) and how much of it was starting servers and launching Chromium
// (from the E2E_TIMINGS_LOG lines tests/e2e/support.ts writes). Run the suite with both:
//   E2E_TIMINGS_LOG=/tmp/e2e.log bun test tests --timeout 120000 --reporter=junit --reporter-outfile=/tmp/e2e.xml
//   bun scripts/e2e-timings.ts /tmp/e2e.xml /tmp/e2e.log
import { readFileSync } from 'node:fs';

const [junitPath, logPath] = process.argv.slice(2);
if (!junitPath) {
  console.error('usage: bun scripts/e2e-timings.ts <junit.xml> [timings.log]');
  process.exit(2);
}

interface Row {
  file: string;
  tests: number;
  wallMs: number;
  servers: number;
  serverMs: number;
  browsers: number;
  browserMs: number;
}

const rows = new Map<string, Row>();
const row = (file: string) => {
  const name = file.split('/').pop()!;
  let found = rows.get(name);
  if (!found) rows.set(name, (found = { file: name, tests: 0, wallMs: 0, servers: 0, serverMs: 0, browsers: 0, browserMs: 0 }));
  return found;
};

const junit = readFileSync(junitPath, 'utf8');
for (const [, attributes] of junit.matchAll(/<testsuite ([^>]*)>/g)) {
  const attribute = (name: string) => attributes!.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '';
  // A describe block is a suite inside its file's, with a line: only the file's own counts.
  if (attribute('line')) continue;
  const entry = row(attribute('file'));
  entry.tests += Number(attribute('tests'));
  entry.wallMs += Number(attribute('time')) * 1000;
}

if (logPath) {
  for (const line of readFileSync(logPath, 'utf8').split('\n').filter(Boolean)) {
    const event = JSON.parse(line) as { what: string; ms: number; file: string };
    // A server start includes any template it had to make; stops are left out (they are short).
    if (event.what !== 'server' && event.what !== 'browser') continue;
    const entry = row(event.file);
    if (event.what === 'server') {
      entry.servers++;
      entry.serverMs += event.ms;
    } else if (event.what === 'browser') {
      entry.browsers++;
      entry.browserMs += event.ms;
    }
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const all = [...rows.values()].sort((a, b) => b.wallMs - a.wallMs);
console.log('| file | tests | wall s | servers | start s | browsers | launch s |');
console.log('| --- | --: | --: | --: | --: | --: | --: |');
for (const r of all)
  console.log(`| ${r.file} | ${r.tests} | ${seconds(r.wallMs)} | ${r.servers} | ${seconds(r.serverMs)} | ${r.browsers} | ${seconds(r.browserMs)} |`);
const sum = (pick: (r: Row) => number) => all.reduce((total, r) => total + pick(r), 0);
console.log(
  `| **all ${all.length} files** | ${sum((r) => r.tests)} | ${seconds(sum((r) => r.wallMs))} | ${sum((r) => r.servers)} | ${seconds(sum((r) => r.serverMs))} | ${sum((r) => r.browsers)} | ${seconds(sum((r) => r.browserMs))} |`,
);
