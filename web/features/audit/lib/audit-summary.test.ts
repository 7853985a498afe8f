import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS, type AuditEvent, type AuditKind } from '@core/api/audit.schema';
import { makeT } from '@core/i18n/translate';
import en from '@core/i18n/locales/en.json';
import zhCN from '@core/i18n/locales/zh-CN.json';
import zhTW from '@core/i18n/locales/zh-TW.json';
import type { TFunction } from '@web/i18n/translator';
import { auditSummary } from './audit-summary';

const LANGUAGES = { en, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
const tIn = (language: keyof typeof LANGUAGES) => makeT(language, LANGUAGES[language]) as TFunction;

/** The details each kind's recording keeps (server/modules/audit/route-audits.ts, the services). */
const DETAILS: Record<AuditKind, AuditEvent['details']> = {
  'workspace.created': { name: 'Engines' },
  'workspace.renamed': { from: 'Engines', to: 'Analytical Engines' },
  'member.invited': { email: 'sam@example.com', role: 'editor' },
  'invitation.resent': { email: 'sam@example.com', role: 'editor' },
  'invitation.revoked': { email: 'sam@example.com', role: 'editor' },
  'member.joined': { email: 'sam@example.com', role: 'editor' },
  'member.roleChanged': { email: 'sam@example.com', from: 'editor', to: 'viewer' },
  'member.removed': { email: 'sam@example.com', role: 'viewer' },
  'member.left': { email: 'sam@example.com', role: 'viewer' },
  'workspace.approvalChanged': { approvalRequired: true },
  'batch.confirmed': { total: 4, channels: 2, awaitingApproval: false },
  'batch.approved': { total: 4, authorId: 'a' },
  'batch.rejected': { total: 4, authorId: 'a', reason: 'Too many' },
  'batch.paused': { total: 4 },
  'batch.resumed': { total: 4 },
  'batch.cancelled': { total: 1 },
  'comment.reposted': {},
  'auth.signedIn': {},
  'auth.signInFailed': {},
  'credential.added': { name: 'Bench' },
  'credential.changed': { name: 'Bench', changed: ['quotaDailyUnits', 'testing'] },
  'credential.deleted': {},
  'channel.connected': { name: 'Ada’s channel', reconnected: false },
  'channel.disconnected': {},
  'channel.paused': { name: 'Ada’s channel', reason: 'failures' },
  'channel.resumed': { name: 'Ada’s channel' },
  'channel.windowsChanged': { timeZone: 'Europe/London', slots: 5 },
  'settings.changed': { pacingSeconds: 30, pauseAll: true },
  'webhook.created': { host: 'hooks.example.com' },
  'webhook.changed': { host: 'hooks.example.com', changed: ['enabled'] },
  'webhook.deleted': {},
  'export.made': { what: 'audit' },
  'token.created': { name: 'Nightly import', scopes: ['read', 'videos:write'] },
  'token.revoked': { name: 'Nightly import' },
  'token.refused': { name: 'Nightly import', request: 'POST /api/batches' },
};

/** A sentence that leaks a key ("audit.summary…") or a placeholder ("{{name}}") is not one. */
const readable = (text: string) => text.length > 0 && !/\baudit\.|\{\{|undefined|null/.test(text);

describe('the audit log’s sentences', () => {
  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])(
    'in %s, say every kind in words, with its details and without',
    (language) => {
      const t = tIn(language);
      const unreadable = AUDIT_KINDS.flatMap((kind) =>
        [DETAILS[kind], {}, { name: 42, email: ['x'], total: 'many', changed: 'all' }]
          .map((details) => auditSummary(t, { kind, details }))
          .filter((text) => !readable(text))
          .map((text) => `${kind}: ${text}`),
      );
      expect(unreadable).toEqual([]);
    },
  );

  it('tell what happened with the details kept', () => {
    const t = tIn('en');
    const say = (kind: AuditKind, details = DETAILS[kind]) => auditSummary(t, { kind, details });
    expect(say('member.roleChanged')).toBe('changed sam@example.com’s role from editor to viewer');
    expect(say('batch.approved')).toBe('approved a batch of 4 comments');
    expect(say('batch.cancelled')).toBe('cancelled a batch of 1 comment');
    expect(say('auth.signedIn')).toBe('signed in');
    expect(say('credential.added')).toBe('added the credential “Bench”');
    expect(say('webhook.created')).toBe('created a webhook to hooks.example.com');
    expect(say('batch.rejected')).toBe('rejected a batch of 4 comments: “Too many”');
    expect(say('credential.changed')).toBe(
      'changed the credential “Bench” (daily quota, Testing status)',
    );
    expect(say('settings.changed')).toBe('set the pacing per channel to 30 s, paused all posting');
    expect(say('settings.changed', { changed: ['checkKey'], removed: true })).toBe(
      'removed the YouTube API key for checks',
    );
    expect(say('channel.windowsChanged', { slots: 0 })).toBe(
      'removed a channel’s posting windows: it may post at any time',
    );
    expect(
      say('member.roleChanged', { email: 'sam@example.com', from: 'boss', to: 'viewer' }),
    ).toBe('changed sam@example.com’s role from another role to viewer');
    expect(say('token.created')).toBe(
      'created the API token “Nightly import” (read, videos:write)',
    );
    expect(say('token.refused')).toBe(
      'used the API token “Nightly import” for POST /api/batches, which it may not do',
    );
    const stopped = (reason: string) =>
      say('token.refused', { name: 'Cron', request: 'GET /api/videos', reason });
    expect(stopped('revoked')).toBe('used the revoked API token “Cron” for GET /api/videos');
    expect(stopped('expired')).toBe('used the expired API token “Cron” for GET /api/videos');
    expect(stopped('notMember')).toBe(
      'used the API token “Cron” for GET /api/videos after their membership here ended',
    );
  });

  it('in Chinese, read as Chinese', () => {
    expect(auditSummary(tIn('zh-CN'), { kind: 'batch.approved', details: { total: 4 } })).toBe(
      '批准了一个含 4 条评论的批次',
    );
    expect(
      auditSummary(tIn('zh-TW'), {
        kind: 'member.roleChanged',
        details: DETAILS['member.roleChanged'],
      }),
    ).toBe('將 sam@example.com 的角色從編輯者改為檢視者');
  });
});
