import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One email as it arrived, parsed as a mail client would. */
export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** It came over TLS (STARTTLS), from a client that logged in as this user. */
  secure: boolean;
  user: string | null;
}

export interface MailCatcher {
  smtpUrl: string;
  smtpPort: number;
  mails: CaughtMail[];
  /** The next `count` messages are refused with a temporary error (451), as a busy server does. */
  refuseNext(count: number): void;
  /** The first email to `to` after `since` (an id), waited for up to `timeoutMs`. */
  waitFor(to: string, options?: { since?: number; timeoutMs?: number }): Promise<CaughtMail>;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server, over TCP) that keeps what it receives: the tests' and the
 * demo's inbox. No TLS and no login (it listens on 127.0.0.1 only), unless `login` is given: then
 * it offers STARTTLS (smtp-server's own self-signed certificate) and takes mail only from that
 * user, logged in after the upgrade, as a mail provider's submission port does.
 */
export async function startMailCatcher(
  options: { port?: number; host?: string; login?: { user: string; pass: string } } = {},
) {
  const { login } = options;
  const mails: CaughtMail[] = [];
  let refusals = 0;
  let nextId = 1;
  const waiters = new Set<() => void>();

  const smtp = new SMTPServer({
    authOptional: !login,
    // It listens on this machine only: a reverse DNS look-up of each client only adds waiting.
    disableReverseLookup: true,
    // Closed, it is down: a sender's open (pooled) connection is cut, not waited for.
    closeTimeout: 100,
    disabledCommands: login ? [] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth(auth, session, callback) {
      if (!session.secure) return callback(new Error('Must issue a STARTTLS command first'));
      if (!login || auth.username !== login.user || auth.password !== login.pass)
        return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals--;
        stream.resume();
        stream.on('end', () => {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line;
          mails.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : null,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.port ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const find = (to: string, since: number) =>
    mails.find((m) => m.id > since && m.to.includes(to.toLowerCase()));

  const catcher: MailCatcher = {
    // With a login, the address a sender is given: its credentials, STARTTLS required, and
    // smtp-server's self-signed certificate accepted (this machine only).
    smtpUrl: login
      ? `smtp://${login.user}:${login.pass}@${host}:${smtpPort}?requireTLS=true&tls.rejectUnauthorized=false`
      : `smtp://${host}:${smtpPort}`,
    smtpPort,
    mails,
    refuseNext: (count) => {
      refusals = count;
    },
    waitFor(to, { since = 0, timeoutMs = 15_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find(to, since);
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no email to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    clear: () => {
      mails.length = 0;
    },
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
  return catcher;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The inbox as a web page (newest first, each email's text with its links clickable) and as JSON
 * at /mails, for the demo's newcomer and the journeys.
 */
export async function serveMailPage(
  catcher: MailCatcher,
  options: { port: number; host?: string },
) {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/mails') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(catcher.mails));
      return;
    }
    if (url.pathname === '/mails/clear' && request.method === 'POST') {
      catcher.clear();
      response.writeHead(204).end();
      return;
    }
    const items = [...catcher.mails]
      .reverse()
      .map(
        (m) => `<article><h2>${escape(m.subject)}</h2>
<p class="meta">To ${escape(m.to.join(', '))} · ${escape(m.receivedAt)}</p>
<pre>${escape(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('\n');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Demo inbox</title><meta http-equiv="refresh" content="10">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap}.meta{color:#666;font-size:13px}</style>
</head><body><h1>Demo inbox</h1><p>Every email the demo sent (SMTP on port ${catcher.smtpPort}). This page reloads every 10 seconds.</p>
${items || '<p>No email yet.</p>'}</body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
