import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@core/languages';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Executor } from '../db/transaction';
import { wakeOnCommit } from '../db/wake-on-commit';
import type { SecretBox } from '../security/secret-box';
import { claimDueMail, insertMail, markMailFailed, markMailSent } from './mail-outbox.repository';
import { renderHtml, renderText } from './mail-render';
import { mailContent, type MailContent, type MailKind, type MailVars } from './mail-texts';
import { BACKSTOP_MS } from '@server/background/loop';

/** How long a claimed email is ours before another sender may take it again. */
const LEASE_MS = 60_000;
/** An email not taken by the SMTP server within this is given up on (and shown as failed). */
const GIVE_UP_AFTER_MS = 24 * 3_600_000;

export interface Mailer {
  /** The server has somewhere to send email (SMTP_URL). */
  readonly enabled: boolean;
  /**
   * Writes the email into the outbox in the caller's transaction, in the reader's language;
   * call `wake()` after it commits.
   */
  queue<K extends MailKind>(
    db: Executor,
    mail: { userId: string | null; to: string; kind: K; language: Language; vars: MailVars<K> },
  ): Promise<string>;
  /** As `queue`, for words made elsewhere (docs/notifications.md: the events and the digest). */
  queueContent(db: Executor, mail: ContentMail): Promise<string>;
  /** Sends what is due now instead of at the next poll. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

export interface ContentMail {
  userId: string | null;
  to: string;
  /** What it is about, for the outbox and the hourly cap (`event.<type>`, `digest`). */
  kind: string;
  language: Language;
  content: MailContent;
  /** A one-click unsubscribe address (RFC 8058): List-Unsubscribe and its POST header. */
  unsubscribeUrl?: string;
}

interface SealedContent {
  text: string;
  html: string;
  unsubscribeUrl?: string;
}

/**
 * docs/email.md: emails go out from the database (mail_outbox), never straight from a request,
 * so an SMTP server that refuses or is down loses nothing: each is tried again with back-off for
 * 24 hours. Without SMTP_URL the mailer is disabled and the screens that need it say so.
 */
export function createMailer(deps: {
  db: Db;
  secrets: SecretBox;
  config: Config['mail'];
  log: FastifyBaseLogger;
}): Mailer {
  const { db, secrets, config, log } = deps;
  const { retryBaseMs } = config;
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(
        {
          url: config.smtpUrl,
          // Connections kept open and reused: a handshake (and STARTTLS) per email cost a fan-out
          // of 1,000 emails two minutes (bench/RESULTS.md); two at a time, as a relay allows.
          pool: true,
          maxConnections: 2,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        },
        { from: config.from },
      )
    : undefined;

  async function queueContent(executor: Executor, mail: ContentMail) {
    const { content, language } = mail;
    const sealed: SealedContent = {
      text: renderText(content),
      html: renderHtml(content, language),
      unsubscribeUrl: mail.unsubscribeUrl,
    };
    const id = await insertMail(executor, {
      userId: mail.userId,
      kind: mail.kind,
      toAddress: mail.to,
      subject: content.subject,
      contentSealed: secrets.seal(JSON.stringify(sealed)),
    });
    // The outbox's senders in every worker hear of it on commit.
    await wakeOnCommit(executor, 'mail');
    return id;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function sendOne(row: Awaited<ReturnType<typeof claimDueMail>>[number]) {
    try {
      const content = JSON.parse(secrets.open(row.contentSealed)) as SealedContent;
      await transport!.sendMail({
        to: row.toAddress,
        subject: row.subject,
        text: content.text,
        html: content.html,
        ...(content.unsubscribeUrl && {
          list: { unsubscribe: content.unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
      await markMailSent(db, row.id);
    } catch (error) {
      // The SMTP server's answer, never the content: it may hold a single-use link.
      const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
      const age = Date.now() - Date.parse(row.createdAt);
      const wait = Math.min(retryBaseMs * 2 ** (row.attempts - 1), 3_600_000);
      const retryAt = age + wait < GIVE_UP_AFTER_MS ? new Date(Date.now() + wait) : null;
      log.warn(
        { mailId: row.id, attempts: row.attempts, reason, retry: Boolean(retryAt) },
        'email not sent',
      );
      await markMailFailed(db, row.id, reason, retryAt);
    }
  }

  async function drain() {
    do {
      again = false;
      for (;;) {
        const due = await claimDueMail(db, 10, LEASE_MS);
        await Promise.all(due.map((row) => sendOne(row)));
        if (due.length < 10 || stopped) break;
      }
    } while (again && !stopped);
  }

  function run() {
    if (!transport || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.warn({ err: error }, 'the mail outbox could not be read'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    enabled: Boolean(transport),
    queue(executor, mail) {
      const content = mailContent(mail.kind, mail.language, mail.vars);
      return queueContent(executor, { ...mail, content });
    },
    queueContent,
    wake: () => run(),
    start() {
      if (!transport || !stopped) return;
      stopped = false;
      run();
      // A retry due sooner than the next poll (a short MAIL_RETRY_BASE_MS) is not kept waiting.
      timer = setInterval(run, Math.min(BACKSTOP_MS, retryBaseMs));
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
