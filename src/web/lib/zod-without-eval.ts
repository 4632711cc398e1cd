// zod checks once whether it may compile validators with `new Function`; the page's
// Content-Security-Policy refuses eval, so the check itself is logged as a CSP violation (an issue
// in Chrome's tools and in Lighthouse). Set before zod loads, its shared settings say not to try.
// Imported first by main.tsx; zod itself only arrives with the chunks that validate.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
