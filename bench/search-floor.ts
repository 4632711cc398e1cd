// The endpoint floor: a bare Bun.serve running the same search query on the same database,
// with no routing, session or headers. Run by bench/search-endpoints.ts.
import { join } from 'node:path';
import { openDatabase, runScenario } from './search-queries';

const [dataDir, port] = [process.argv[2]!, Number(process.argv[3])];
const db = openDatabase(join(dataDir, 'vetrelief.db'));
Bun.serve({
  port,
  hostname: '127.0.0.1',
  fetch: (request) => {
    const url = new URL(request.url);
    return Response.json(runScenario(db, url.pathname + url.search, Date.now()));
  },
});
console.log(`search floor on ${port}`);
