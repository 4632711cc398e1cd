// zod checks once whether it may compile validators with `new Function`; the page's
// Content-Security-Policy refuses eval, so the check itself is logged as a CSP violation (an issue
// in Chrome's tools and in Lighthouse). Set before zod loads, its shared settings say not to try,
// and no schema compiles itself: the web entry (main.tsx) and the server's (main.ts) import this
// first, before any module that creates a schema, so the page and the binary validate alike.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
