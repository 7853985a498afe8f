import type { AuditEvent, AuditKind } from '@core/api/audit.schema';
import type { TKey } from '@core/i18n/keys';
import { optionalText, type TFunction } from '@web/i18n/translator';

type Details = AuditEvent['details'];
type Summary = (details: Details, t: TFunction) => string;

/**
 * A detail as text, or undefined. The details are whatever the server wrote when the event
 * happened: an old event may lack a field, or hold one of another type, and its sentence then
 * falls back to one that needs less.
 */
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' ? value : undefined);
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * A role inside a sentence ("as editor"); one the words do not know, "another role". By its words,
 * not core/workspaces/roles.ts: importing that would split it into a chunk every first visit names.
 */
const roleWord = (t: TFunction, value: unknown) =>
  (typeof value === 'string' && optionalText(t, `audit.role.${value}`)) || t('audit.role.unknown');

/** "email, role" sentences: an invitation's or a member's. */
const aboutMember =
  (withRole: Parameters<TFunction>[0], without: Parameters<TFunction>[0]): Summary =>
  (d, t) => {
    const email = text(d.email) ?? t('audit.someone');
    return d.role === undefined
      ? t(without, { email })
      : t(withRole, { email, role: roleWord(t, d.role) });
  };

/** Batches of `total` comments: "paused a batch of 4 comments", or "a batch" without a total. */
const aboutBatch =
  (counted: 'paused' | 'resumed' | 'cancelled' | 'approved'): Summary =>
  (d, t) => {
    const total = count(d.total);
    return total === undefined
      ? t(`audit.summary.batch.${counted}Some`)
      : t(`audit.summary.batch.${counted}`, { count: total });
  };

/** The names of what changed, those we have words for, joined as the language lists them. */
function fieldNames(t: TFunction, changed: unknown, names: Record<string, () => string>) {
  const known = list(changed).flatMap((field) => (names[field] ? [names[field]()] : []));
  return known.length ? known.join(t('common.listSeparator')) : undefined;
}

/** One phrase per setting a change sent; none we know: a plain "changed the settings". */
function settingsChanged(d: Details, t: TFunction) {
  const phrases: string[] = [];
  const seconds = count(d.pacingSeconds);
  if (seconds !== undefined) phrases.push(t('audit.summary.settings.pacing', { seconds }));
  const cap = count(d.dailyCapPerChannel);
  if (cap !== undefined) phrases.push(t('audit.summary.settings.dailyCap', { cap }));
  if (typeof d.pauseAll === 'boolean') {
    phrases.push(
      t(d.pauseAll ? 'audit.summary.settings.pausedAll' : 'audit.summary.settings.resumedAll'),
    );
  }
  if (typeof d.pauseHiddenChannels === 'boolean') {
    phrases.push(
      t(
        d.pauseHiddenChannels
          ? 'audit.summary.settings.pauseHiddenOn'
          : 'audit.summary.settings.pauseHiddenOff',
      ),
    );
  }
  if (list(d.changed).includes('checkKey')) {
    phrases.push(
      t(d.removed ? 'audit.summary.settings.keyRemoved' : 'audit.summary.settings.keySaved'),
    );
  }
  return phrases.length
    ? phrases.join(t('common.listSeparator'))
    : t('audit.summary.settings.changed');
}

function credentialChanged(d: Details, t: TFunction) {
  const name = text(d.name) ?? t('audit.unnamed');
  if (list(d.changed).length === 1 && list(d.changed)[0] === 'isDefault') {
    return t('audit.summary.credential.madeDefault', { name });
  }
  const fields = fieldNames(t, d.changed, {
    testing: () => t('audit.field.testing'),
    quotaDailyUnits: () => t('audit.field.quotaDailyUnits'),
    quotaSearchCalls: () => t('audit.field.quotaSearchCalls'),
    isDefault: () => t('audit.field.isDefault'),
  });
  const main = t('audit.summary.credential.changed', { name });
  return fields ? t('common.withDetail', { main, detail: fields }) : main;
}

function webhookChanged(d: Details, t: TFunction) {
  const host = text(d.host);
  const main = host
    ? t('audit.summary.webhook.changed', { host })
    : t('audit.summary.webhook.changedSome');
  const fields = fieldNames(t, d.changed, {
    url: () => t('audit.field.url'),
    events: () => t('audit.field.events'),
    format: () => t('audit.field.format'),
    enabled: () => t('audit.field.enabled'),
  });
  return fields ? t('common.withDetail', { main, detail: fields }) : main;
}

function channelPaused(d: Details, t: TFunction) {
  const name = text(d.name) ?? t('audit.unnamed');
  if (d.reason === 'failures') return t('audit.summary.channel.pausedFailures', { name });
  if (d.reason === 'hidden') return t('audit.summary.channel.pausedHidden', { name });
  return t('audit.summary.channel.paused', { name });
}

function windowsChanged(d: Details, t: TFunction) {
  const slots = count(d.slots);
  if (slots === 0) return t('audit.summary.channel.windowsRemoved');
  const zone = text(d.timeZone);
  if (slots === undefined || !zone) return t('audit.summary.channel.windowsChanged');
  return t('audit.summary.channel.windowsSet', { count: slots, zone });
}

/**
 * docs/architecture.md §10: each kind's sentence, from the details its recording keeps
 * (server/modules/audit/route-audits.ts and the services that record). What the actor did, said
 * without the actor, who has a column of their own. A Record, so a kind added to AUDIT_KINDS
 * without its sentence fails tsc.
 */
const SUMMARIES: Record<AuditKind, Summary> = {
  'workspace.created': (d, t) =>
    text(d.name)
      ? t('audit.summary.workspace.created', { name: text(d.name) })
      : t('audit.summary.workspace.createdSome'),
  'workspace.renamed': (d, t) => {
    const to = text(d.to);
    if (!to) return t('audit.summary.workspace.renamedSome');
    const from = text(d.from);
    return from
      ? t('audit.summary.workspace.renamed', { from, to })
      : t('audit.summary.workspace.renamedTo', { to });
  },
  'member.invited': aboutMember('audit.summary.member.invited', 'audit.summary.member.invitedSome'),
  'invitation.resent': aboutMember(
    'audit.summary.invitation.resent',
    'audit.summary.invitation.resent',
  ),
  'invitation.revoked': aboutMember(
    'audit.summary.invitation.revoked',
    'audit.summary.invitation.revoked',
  ),
  'member.joined': (d, t) =>
    d.role === undefined
      ? t('audit.summary.member.joinedSome')
      : t('audit.summary.member.joined', { role: roleWord(t, d.role) }),
  'member.roleChanged': (d, t) => {
    const email = text(d.email) ?? t('audit.someone');
    return t('audit.summary.member.roleChanged', {
      email,
      from: roleWord(t, d.from),
      to: roleWord(t, d.to),
    });
  },
  'member.removed': aboutMember('audit.summary.member.removed', 'audit.summary.member.removed'),
  'member.left': (_, t) => t('audit.summary.member.left'),
  'workspace.approvalChanged': (d, t) =>
    t(d.approvalRequired === false ? 'audit.summary.approval.off' : 'audit.summary.approval.on'),
  'batch.confirmed': (d, t) => {
    const total = count(d.total);
    if (total === undefined) return t('audit.summary.batch.confirmedSome');
    return t(
      d.awaitingApproval ? 'audit.summary.batch.confirmedWaiting' : 'audit.summary.batch.confirmed',
      {
        count: total,
      },
    );
  },
  'batch.approved': aboutBatch('approved'),
  'batch.rejected': (d, t) => {
    const total = count(d.total);
    const main =
      total === undefined
        ? t('audit.summary.batch.rejectedSome')
        : t('audit.summary.batch.rejected', { count: total });
    const reason = text(d.reason);
    return reason ? t('audit.summary.batch.because', { main, reason }) : main;
  },
  'batch.paused': aboutBatch('paused'),
  'batch.resumed': aboutBatch('resumed'),
  'batch.cancelled': aboutBatch('cancelled'),
  'comment.reposted': (_, t) => t('audit.summary.comment.reposted'),
  'auth.signedIn': (_, t) => t('audit.summary.auth.signedIn'),
  'auth.signInFailed': (_, t) => t('audit.summary.auth.signInFailed'),
  'credential.added': (d, t) =>
    t('audit.summary.credential.added', { name: text(d.name) ?? t('audit.unnamed') }),
  'credential.changed': credentialChanged,
  'credential.deleted': (_, t) => t('audit.summary.credential.deleted'),
  'channel.connected': (d, t) =>
    t(d.reconnected ? 'audit.summary.channel.reconnected' : 'audit.summary.channel.connected', {
      name: text(d.name) ?? t('audit.unnamed'),
    }),
  'channel.disconnected': (d, t) =>
    t(d.all ? 'audit.summary.channel.disconnectedAll' : 'audit.summary.channel.disconnected'),
  'channel.paused': channelPaused,
  'channel.resumed': (d, t) =>
    t('audit.summary.channel.resumed', { name: text(d.name) ?? t('audit.unnamed') }),
  'channel.windowsChanged': windowsChanged,
  'settings.changed': settingsChanged,
  'webhook.created': (d, t) =>
    text(d.host)
      ? t('audit.summary.webhook.created', { host: text(d.host) })
      : t('audit.summary.webhook.createdSome'),
  'webhook.changed': webhookChanged,
  'webhook.deleted': (_, t) => t('audit.summary.webhook.deleted'),
  'export.made': (d, t) =>
    d.what === 'audit'
      ? t('audit.summary.export.audit')
      : d.what === 'account'
        ? t('audit.summary.export.account')
        : t('audit.summary.export.other'),
  'token.created': (d, t) =>
    t('audit.summary.token.created', {
      name: text(d.name) ?? t('audit.unnamed'),
      scopes: Array.isArray(d.scopes) ? d.scopes.join(t('common.listSeparator')) : '',
    }),
  'token.revoked': (d, t) =>
    t('audit.summary.token.revoked', { name: text(d.name) ?? t('audit.unnamed') }),
  'token.refused': (d, t) => {
    const reason = text(d.reason);
    return t(reason && reason in STOPPED ? STOPPED[reason]! : 'audit.summary.token.refused', {
      name: text(d.name) ?? t('audit.unnamed'),
      request: text(d.request) ?? '',
    });
  },
};

/** A use of a token that no longer works, by why (server/modules/auth/bearer.ts). */
const STOPPED: Record<string, TKey> = {
  revoked: 'audit.summary.token.refusedRevoked',
  expired: 'audit.summary.token.refusedExpired',
  notMember: 'audit.summary.token.refusedNotMember',
};

/** What the event's actor did, in the reader's language. */
export const auditSummary = (t: TFunction, event: Pick<AuditEvent, 'kind' | 'details'>) =>
  SUMMARIES[event.kind](event.details, t);
