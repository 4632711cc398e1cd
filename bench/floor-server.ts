// The floor for the auth/user benchmark: a bare Bun.serve answering the same JSON body,
// with no routing, session lookup or headers.
const port = Number(process.argv[2] ?? 3999);
const body = process.argv[3] ?? '{}';
Bun.serve({ port, hostname: '127.0.0.1', fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }) });
console.log(`floor listening on ${port}`);
