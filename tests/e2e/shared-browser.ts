// One Chromium for the whole `bun test tests` process instead of one per file: the files run one
// after another in a single process that keeps its modules, and a launch costs about 2 s. A file
// gets a lease that behaves as a Browser of its own: what it opens are separate contexts (no
// shared cookies, storage, cache or service workers), and its close() closes only those.
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** Launches a Chromium of its own: for the shared one, and for a test that needs its own process. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/** The process's Chromium, launched again if it failed to start or went away (a crash costs only the contexts open then). */
async function sharedChromium(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  if (current) console.warn('The shared Chromium went away: launching another');
  shared = launchChromium();
  return shared;
}

/**
 * A Browser for one test file, on the shared Chromium; close() closes the contexts it opened.
 * E2E_SHARED_BROWSER=0 launches a Chromium for each file instead.
 */
export async function leaseBrowser(): Promise<Browser> {
  if (process.env.E2E_SHARED_BROWSER === '0') return launchChromium();
  let browser = await sharedChromium();
  const opened = new Set<BrowserContext>();
  let closed = false;

  async function newContext(options?: BrowserContextOptions): Promise<BrowserContext> {
    if (closed) throw new Error('This browser has been closed');
    browser = await sharedChromium();
    const context = await browser.newContext(options);
    opened.add(context);
    context.on('close', () => opened.delete(context));
    return context;
  }
  const own: Partial<Browser> = {
    newContext,
    // As Browser.newPage: a page with a context of its own, closed with the page.
    async newPage(options?: BrowserContextOptions): Promise<Page> {
      const context = await newContext(options);
      const page = await context.newPage();
      page.on('close', () => void context.close().catch(() => {}));
      return page;
    },
    contexts: () => [...opened],
    async close() {
      closed = true;
      await Promise.all([...opened].map((context) => context.close().catch(() => {})));
    },
  };
  return new Proxy(browser, {
    get(_, property) {
      if (property in own) return own[property as keyof Browser];
      const value = Reflect.get(browser, property);
      return typeof value === 'function' ? value.bind(browser) : value;
    },
  });
}
