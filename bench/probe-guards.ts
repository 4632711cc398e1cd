// The probe of "who you are comes before what you sent", re-measured: every row of the
// authorisation matrix, every caller a guard refuses, each sending a body of the wrong shape, a
// body that is not JSON and a path whose ids are not ids (in-process, through app.handle, the
// matrix's own world). Prints how many routes answered 400 (or anything but the refusal) first.
//   bun run bench probe-guards
import { MATRIX_ADMIN_PASSWORD } from '../src/server/admin/matrix-rows';
import { CALLER_KINDS } from '../src/server/guard-rails/callers';
import { cellOf, isGuardRefusal, MATRIX, runInvalidInput, world } from '../src/server/guard-rails/matrix';
import { createTestApp } from '../src/server/testing/harness';

const started = performance.now();
const w = await world(createTestApp({ ADMIN_PASSWORD: MATRIX_ADMIN_PASSWORD }));
let routes = 0;
let refusedCallers = 0;
const wrong: string[] = [];
for (const row of MATRIX) {
  const refused = CALLER_KINDS.filter((kind) => isGuardRefusal(cellOf(row.expect, kind)));
  if (!refused.length) continue;
  routes += 1;
  refusedCallers += refused.length;
  const problems = await runInvalidInput(w, row, row.expect);
  if (problems.length) wrong.push(`${row.route}: ${problems[0]}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log('\n| what | figure |\n| --- | --- |');
console.log(`| routes with a guard (matrix rows) | ${routes} of ${MATRIX.length} |`);
console.log(`| route × refused-caller pairs, each sent 2–4 invalid requests | ${refusedCallers} |`);
console.log(`| routes answering anything but the caller's 401/403 first | ${wrong.length} |`);
console.log(`| run time | ${seconds} s |`);
for (const line of wrong) console.log(`  ${line}`);
process.exit(wrong.length ? 1 : 0);
