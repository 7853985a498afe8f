import type { Browser } from '@playwright/test';

/** Bytes of a set of responses: on the wire (headers included), and their bodies as sent. */
export interface Bytes {
  wire: number;
  body: number;
}

/** What a page's load moved over the wire, by kind of resource. */
export interface Transfer {
  /** The path the page ended on (a signed-out visit to / lands on /auth). */
  landedOn: string;
  total: Bytes;
  html: Bytes;
  js: Bytes;
  css: Bytes;
  api: Bytes;
  other: Bytes;
  /** JavaScript asked for before `firstScreenUntil` answered (all of it when not given). */
  firstScreenJs: Bytes;
  scripts: { path: string; body: number; encoding: string; firstScreen: boolean }[];
}

export interface MeasureOptions {
  baseURL: string;
  path: string;
  /** A new user is registered (session cookie in the context) before the page loads. */
  signedIn?: boolean;
  /** Replaces the browser's Accept-Encoding ("identity": what an uncompressed load costs). */
  acceptEncoding?: string;
  /**
   * An API path: the scripts asked for before its answer arrived are what the first screen
   * needs (the dashboard's numbers come from it); later ones are what loads after them.
   */
  firstScreenUntil?: string;
  /**
   * The page the load should end on (a signed-out visit to / goes on to /auth): waited for, as
   * a busy machine may draw it more than half a second after the network went quiet.
   */
  landsOn?: string;
}

interface Seen {
  url: string;
  type: string;
  sentAt: number;
  encoding: string;
  /** Headers and body. */
  bytes: number;
  /** The body alone, as sent (compressed when it was). */
  body: number;
  failed?: boolean;
}

/**
 * Loads one page in a fresh context (empty cache) and sums the bytes Chromium received
 * (Network.loadingFinished's encodedDataLength: what actually came over the wire).
 */
export async function measureTransfer(browser: Browser, options: MeasureOptions) {
  const context = await browser.newContext({ baseURL: options.baseURL });
  try {
    if (options.signedIn) {
      const response = await context.request.post('/api/auth/register', {
        data: {
          email: `budget-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'demo-plum-lantern-42',
          fullName: 'Budget Reader',
        },
      });
      if (response.status() !== 201) throw new Error(`register: ${response.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The cache would hide transfers of a second load; every measurement starts cold anyway.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (options.acceptEncoding) {
      await cdp.send('Network.setExtraHTTPHeaders', {
        headers: { 'Accept-Encoding': options.acceptEncoding },
      });
    }
    const seen = new Map<string, Seen>();
    let firstScreenEnd = Number.POSITIVE_INFINITY;
    cdp.on('Network.requestWillBeSent', (event) => {
      seen.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        sentAt: event.timestamp,
        encoding: 'identity',
        bytes: 0,
        body: 0,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const entry = seen.get(event.requestId);
      if (!entry) return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      entry.encoding = headers['content-encoding'] ?? 'identity';
      // What had arrived when the headers were read: the headers themselves.
      entry.body = -event.response.encodedDataLength;
      const { pathname } = new URL(event.response.url);
      if (options.firstScreenUntil && pathname === options.firstScreenUntil) {
        firstScreenEnd = Math.min(firstScreenEnd, event.timestamp);
      }
    });
    cdp.on('Network.loadingFailed', (event) => {
      const entry = seen.get(event.requestId);
      if (entry) entry.failed = true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = seen.get(event.requestId);
      if (!entry) return;
      entry.bytes = event.encodedDataLength;
      entry.body += event.encodedDataLength;
    });

    // The first screen's request may come after the load looks idle (the current user's answer,
    // then the page's code, then its data): wait for it, then for what loads after it.
    const until = options.firstScreenUntil;
    const answered = until
      ? page
          .waitForResponse((response) => new URL(response.url()).pathname === until, {
            timeout: 15_000,
          })
          .catch(() => undefined)
      : undefined;
    await page.goto(options.path, { waitUntil: 'networkidle' });
    if (options.landsOn) {
      const landsOn = options.landsOn;
      await page
        .waitForURL((url) => url.pathname === landsOn, { timeout: 15_000 })
        .catch(() => undefined);
      await quiet(seen);
    }
    if (answered) {
      await answered;
      await quiet(seen);
    }
    if (options.firstScreenUntil && firstScreenEnd === Number.POSITIVE_INFINITY) {
      throw new Error(`${options.firstScreenUntil} was never asked for on ${options.path}`);
    }
    return summarize([...seen.values()], firstScreenEnd, page.url());
  } finally {
    await context.close();
  }
}

/** Until nothing has been asked for or been loading for half a second (10 s at most). */
async function quiet(seen: Map<string, Seen>) {
  const deadline = Date.now() + 10_000;
  let count = -1;
  while (Date.now() < deadline) {
    // data: URLs never report their end (nothing comes over the wire for them).
    const loading = [...seen.values()].some(
      (entry) => entry.bytes === 0 && !entry.failed && !entry.url.startsWith('data:'),
    );
    if (!loading && seen.size === count) return;
    count = seen.size;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Kind = 'html' | 'js' | 'css' | 'api' | 'other';
const KINDS: Kind[] = ['html', 'js', 'css', 'api', 'other'];
const none = (): Bytes => ({ wire: 0, body: 0 });
const add = (sum: Bytes, entry: Seen) => {
  sum.wire += entry.bytes;
  sum.body += entry.body;
};

function summarize(entries: Seen[], firstScreenEnd: number, landedOn: string): Transfer {
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, none()])) as Record<Kind, Bytes>;
  const transfer: Transfer = {
    landedOn: new URL(landedOn).pathname,
    total: none(),
    ...kinds,
    firstScreenJs: none(),
    scripts: [],
  };
  for (const entry of entries) {
    add(transfer.total, entry);
    const kind = kindOf(entry);
    add(transfer[kind], entry);
    if (kind !== 'js') continue;
    const firstScreen = entry.sentAt < firstScreenEnd;
    if (firstScreen) add(transfer.firstScreenJs, entry);
    transfer.scripts.push({
      path: new URL(entry.url).pathname,
      body: entry.body,
      encoding: entry.encoding,
      firstScreen,
    });
  }
  return transfer;
}

function kindOf(entry: Seen): Kind {
  if (entry.type === 'Document') return 'html';
  if (entry.type === 'Script' || entry.url.endsWith('.js')) return 'js';
  if (entry.type === 'Stylesheet' || entry.url.endsWith('.css')) return 'css';
  if (entry.type === 'Fetch' || entry.type === 'XHR') return 'api';
  return 'other';
}
