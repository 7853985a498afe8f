import { APP_NAME } from '@core/app-info';
import type { EventData, NotifiedEvent } from '@core/api/notifications.schema';
import { formatDateTime } from '@core/format/date-time';
import { formatNumber } from '@core/format/number';
import type { Language } from '@core/languages';

/** What an email about one event says: its subject, and the line a digest gives it. */
export interface EventText {
  subject: string;
  /** One sentence: the digest's line, and the email's first paragraph. */
  summary: string;
  /** What to do about it, when there is something. */
  advice?: string;
}

/** Times and numbers as the reader's language writes them. */
interface Formats {
  when: (iso: string) => string;
  num: (value: number) => string;
}
type Texts = { [T in NotifiedEvent]: (data: EventData<T>, f: Formats) => EventText };

/** docs/notifications.md §4: the emails about events, in the app's three languages. */
const TEXTS: Record<Language, Texts> = {
  en: {
    'batch.finished': (d) => ({
      subject: d.cancelled ? 'A batch was cancelled' : 'A batch has finished',
      summary: `A batch of ${d.total === 1 ? '1 comment' : `${d.total} comments`} ${d.cancelled ? 'was cancelled' : 'has finished'}: ${d.posted} posted, ${d.failed} failed${d.unconfirmed ? `, ${d.unconfirmed} unconfirmed` : ''}.`,
      advice: 'Its report shows each comment and why any failed.',
    }),
    'comments.unconfirmed': (d) => ({
      subject: 'Comments wait for your decision',
      summary: `${d.count === 1 ? '1 comment' : `${d.count} comments`} may or may not have reached YouTube: the answer was lost and a look-up could not tell.`,
      advice:
        'Nothing is sent again until you decide: check each one on YouTube, then mark it or post it again.',
    }),
    'channel.reconnectNeeded': (d) => ({
      subject: `Reconnect ${d.channelTitle}`,
      summary: `Google no longer accepts the connection of ${d.channelTitle} (${d.reason}).`,
      advice:
        'Its waiting comments are held, not failed: they go on once you reconnect it on Channels.',
    }),
    'channel.expiring': (d, f) => ({
      subject: `The connection of ${d.channelTitle} ends soon`,
      summary: `Google will end the connection of ${d.channelTitle} on ${f.when(d.endsAt)}: the app of its credential is in Testing.`,
      advice:
        'Reconnect it before then, or publish the app in the Google Cloud console so that connections stop ending.',
    }),
    'quota.low': (d, f) => ({
      subject: `90% of today's quota used: ${d.credentialName}`,
      summary: `${d.credentialName} has used ${f.num(d.used)} of its ${f.num(d.limit)} units today.`,
      advice: 'Comments that do not fit wait for the quota to reset at midnight Pacific time.',
    }),
    'quota.spent': (d, f) => ({
      subject: `Today's quota is spent: ${d.credentialName}`,
      summary: `${d.credentialName} has no units left today (${f.num(d.limit)} used).`,
      advice: 'Waiting comments go on when the quota resets at midnight Pacific time.',
    }),
  },
  'zh-CN': {
    'batch.finished': (d) => ({
      subject: d.cancelled ? '一个批次已取消' : '一个批次已完成',
      summary: `一个包含 ${d.total} 条评论的批次 ${d.cancelled ? '已取消' : '已完成'}：已发布 ${d.posted} 条，失败 ${d.failed} 条 ${d.unconfirmed ? `，未确认 ${d.unconfirmed} 条` : ''}。`,
      advice: '它的报告列出每条评论，以及失败的原因。',
    }),
    'comments.unconfirmed': (d) => ({
      subject: '有评论等待您的决定',
      summary: `${d.count} 条评论可能已到达 YouTube，也可能没有：回应丢失了，查询也无法确定。`,
      advice: '在您决定之前不会重新发送：请在 YouTube 上逐条查看，然后标记或重新发布。',
    }),
    'channel.reconnectNeeded': (d) => ({
      subject: `请重新连接 ${d.channelTitle}`,
      summary: `Google 不再接受 ${d.channelTitle} 的连接（${d.reason}）。`,
      advice: '它等待中的评论会保留，不算失败：在“频道”页面重新连接后继续发布。',
    }),
    'channel.expiring': (d, f) => ({
      subject: `${d.channelTitle} 的连接即将结束`,
      summary: `Google 将于${f.when(d.endsAt)}结束 ${d.channelTitle} 的连接：其凭据所属的应用处于“测试”状态。`,
      advice: '请在此之前重新连接，或在 Google Cloud 控制台中发布该应用，连接就不会再到期。',
    }),
    'quota.low': (d, f) => ({
      subject: `今日配额已用 90%：${d.credentialName}`,
      summary: `${d.credentialName} 今天已用 ${f.num(d.used)} 个单位，共 ${f.num(d.limit)} 个。`,
      advice: '放不下的评论会等到太平洋时间午夜配额重置后发布。',
    }),
    'quota.spent': (d, f) => ({
      subject: `今日配额已用完：${d.credentialName}`,
      summary: `${d.credentialName} 今天没有剩余单位了（已用 ${f.num(d.limit)} 个）。`,
      advice: '等待中的评论会在太平洋时间午夜配额重置后继续发布。',
    }),
  },
  'zh-TW': {
    'batch.finished': (d) => ({
      subject: d.cancelled ? '一個批次已取消' : '一個批次已完成',
      summary: `一個包含 ${d.total} 則留言的批次 ${d.cancelled ? '已取消' : '已完成'}：已發布 ${d.posted} 則，失敗 ${d.failed} 則 ${d.unconfirmed ? `，未確認 ${d.unconfirmed} 則` : ''}。`,
      advice: '它的報告列出每則留言，以及失敗的原因。',
    }),
    'comments.unconfirmed': (d) => ({
      subject: '有留言等待您的決定',
      summary: `${d.count} 則留言可能已送達 YouTube，也可能沒有：回應遺失了，查詢也無法確定。`,
      advice: '在您決定之前不會重新傳送：請在 YouTube 上逐則查看，然後標記或重新發布。',
    }),
    'channel.reconnectNeeded': (d) => ({
      subject: `請重新連結 ${d.channelTitle}`,
      summary: `Google 不再接受 ${d.channelTitle} 的連結（${d.reason}）。`,
      advice: '它等待中的留言會保留，不算失敗：在「頻道」頁面重新連結後繼續發布。',
    }),
    'channel.expiring': (d, f) => ({
      subject: `${d.channelTitle} 的連結即將結束`,
      summary: `Google 將於${f.when(d.endsAt)}結束 ${d.channelTitle} 的連結：其憑證所屬的應用程式處於「測試」狀態。`,
      advice: '請在此之前重新連結，或在 Google Cloud 主控台中發布該應用程式，連結就不會再到期。',
    }),
    'quota.low': (d, f) => ({
      subject: `今日配額已用 90%：${d.credentialName}`,
      summary: `${d.credentialName} 今天已用 ${f.num(d.used)} 個單位，共 ${f.num(d.limit)} 個。`,
      advice: '放不下的留言會等到太平洋時間午夜配額重設後發布。',
    }),
    'quota.spent': (d, f) => ({
      subject: `今日配額已用完：${d.credentialName}`,
      summary: `${d.credentialName} 今天沒有剩餘單位了（已用 ${f.num(d.limit)} 個）。`,
      advice: '等待中的留言會在太平洋時間午夜配額重設後繼續發布。',
    }),
  },
};

/** The words of an event in `language`; times in the reader's zone (UTC, named, when unknown). */
export function eventText<T extends NotifiedEvent>(
  type: T,
  data: EventData<T>,
  language: Language,
  timeZone: string | null,
): EventText {
  const formats: Formats = {
    when: (iso) =>
      timeZone
        ? formatDateTime(iso, language, timeZone)
        : `${formatDateTime(iso, language, 'UTC')} UTC`,
    num: (value) => formatNumber(value, language),
  };
  const text = TEXTS[language][type] as (d: EventData<T>, f: Formats) => EventText;
  return text(data, formats);
}

/** The digest's own words: a heading and its footer. */
export const DIGEST_TEXTS: Record<
  Language,
  { subject: (count: number) => string; intro: string; footer: string; unsubscribe: string }
> = {
  en: {
    subject: (count) => `${count === 1 ? '1 update' : `${count} updates`} from ${APP_NAME}`,
    intro: 'Since the last digest:',
    footer:
      'You get this digest because you chose it on your account page, where you can change what you get by email.',
    unsubscribe: 'Stop these digests',
  },
  'zh-CN': {
    subject: (count) => `${APP_NAME} 的 ${count} 条动态`,
    intro: '自上次摘要以来：',
    footer: '您收到这封摘要，是因为您在账号页面选择了它；您可以在那里更改通过邮件接收的内容。',
    unsubscribe: '不再接收摘要',
  },
  'zh-TW': {
    subject: (count) => `${APP_NAME} 的 ${count} 則動態`,
    intro: '自上次摘要以來：',
    footer: '您收到這封摘要，是因為您在帳號頁面選擇了它；您可以在那裡變更透過郵件接收的內容。',
    unsubscribe: '不再接收摘要',
  },
};

/** The footer of an email about one event. */
export const EVENT_FOOTER: Record<Language, string> = {
  en: 'You get this email because of your choices on your account page, where you can change them.',
  'zh-CN': '您收到这封邮件，是因为您在账号页面的设置；您可以在那里更改。',
  'zh-TW': '您收到這封郵件，是因為您在帳號頁面的設定；您可以在那裡變更。',
};

/** The button of an email about one event. */
export const OPEN_LABEL: Record<Language, string> = {
  en: `Open ${APP_NAME}`,
  'zh-CN': `打开 ${APP_NAME}`,
  'zh-TW': `開啟 ${APP_NAME}`,
};
