import type { Language } from '@core/languages';
import { APP_NAME } from '@core/app-info';

/** What every email of one kind says; `link` is the button, once, under the paragraphs. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
  /** The last line, small: why the reader got this email. */
  footer: string;
  /** Under the footer: the one-click way to stop emails of this kind. */
  unsubscribe?: { label: string; url: string };
}

interface Vars {
  verifyEmail: { url: string; hours: number };
  resetPassword: { url: string; minutes: number };
  passwordChanged: { at: string; resetUrl: string };
  accountDeleted: { at: string; channels: number };
}
export type MailKind = keyof Vars;

type Texts = { [K in MailKind]: (vars: Vars[K]) => MailContent };

/**
 * docs/email.md: the emails in the app's three languages. A language missing a kind does not
 * compile (the type asks for every kind in every language); locales.test.ts-like checks are in
 * mail-texts.test.ts (no Chinese text left in English).
 */
const TEXTS: Record<Language, Texts> = {
  en: {
    verifyEmail: ({ url, hours }) => ({
      subject: `Confirm your email address for ${APP_NAME}`,
      paragraphs: [
        `Someone, probably you, created a ${APP_NAME} account with this address.`,
        `Confirm it is yours: the link works once, for ${hours} hours.`,
      ],
      link: { label: 'Confirm my email address', url },
      footer: 'If you did not create this account, ignore this email: nothing else will be sent.',
    }),
    resetPassword: ({ url, minutes }) => ({
      subject: `Reset your ${APP_NAME} password`,
      paragraphs: [
        'Someone, probably you, asked to reset the password of the account with this address.',
        `The link works once, for ${minutes} minutes. Your password stays as it is until you choose a new one.`,
      ],
      link: { label: 'Choose a new password', url },
      footer: 'If you did not ask for this, ignore this email: your password has not changed.',
    }),
    passwordChanged: ({ at, resetUrl }) => ({
      subject: `Your ${APP_NAME} password was changed`,
      paragraphs: [
        `The password of your account was changed on ${at}. Every other device was signed out.`,
        `If this was not you, reset your password now at ${resetUrl} and check your connected channels.`,
      ],
      footer: 'This email is sent whenever the password changes; it cannot be turned off.',
    }),
    accountDeleted: ({ at, channels }) => ({
      subject: `Your ${APP_NAME} account was deleted`,
      paragraphs: [
        `Your account was deleted on ${at}, as you asked: your videos, templates, batches, comments and settings are gone from our database.`,
        channels === 1
          ? 'The access your YouTube channel gave the app was revoked at Google.'
          : `The access your ${channels} YouTube channels gave the app was revoked at Google.`,
        'Comments already posted on YouTube stay there: delete them on YouTube if you want them gone.',
      ],
      footer: 'This is the last email we send to this address.',
    }),
  },
  'zh-CN': {
    verifyEmail: ({ url, hours }) => ({
      subject: `确认您在 ${APP_NAME} 的邮箱地址`,
      paragraphs: [
        `有人（可能是您）用这个地址创建了 ${APP_NAME} 账号。`,
        `请确认这是您的邮箱：链接只能使用一次，${hours} 小时内有效。`,
      ],
      link: { label: '确认我的邮箱地址', url },
      footer: '如果不是您创建的账号，请忽略此邮件：我们不会再发送其他邮件。',
    }),
    resetPassword: ({ url, minutes }) => ({
      subject: `重置您的 ${APP_NAME} 密码`,
      paragraphs: [
        '有人（可能是您）请求重置使用这个地址的账号的密码。',
        `链接只能使用一次，${minutes} 分钟内有效。在您设置新密码之前，原密码保持不变。`,
      ],
      link: { label: '设置新密码', url },
      footer: '如果这不是您的请求，请忽略此邮件：您的密码没有改变。',
    }),
    passwordChanged: ({ at, resetUrl }) => ({
      subject: `您的 ${APP_NAME} 密码已更改`,
      paragraphs: [
        `您账号的密码已于${at}更改，其他所有设备均已退出登录。`,
        `如果这不是您本人操作，请立即在 ${resetUrl} 重置密码，并检查已连接的频道。`,
      ],
      footer: '每次更改密码都会发送此邮件，无法关闭。',
    }),
    accountDeleted: ({ at, channels }) => ({
      subject: `您的 ${APP_NAME} 账号已删除`,
      paragraphs: [
        `按照您的要求，您的账号已于${at}删除：您的视频、模板、批次、评论和设置已从我们的数据库中清除。`,
        `您的 ${channels} 个 YouTube 频道授予本应用的访问权限已在 Google 撤销。`,
        '已发布在 YouTube 上的评论仍会保留：如需删除，请在 YouTube 上删除。',
      ],
      footer: '这是我们发往此地址的最后一封邮件。',
    }),
  },
  'zh-TW': {
    verifyEmail: ({ url, hours }) => ({
      subject: `確認您在 ${APP_NAME} 的電子郵件地址`,
      paragraphs: [
        `有人（可能是您）用這個地址建立了 ${APP_NAME} 帳號。`,
        `請確認這是您的電子郵件：連結只能使用一次，${hours} 小時內有效。`,
      ],
      link: { label: '確認我的電子郵件地址', url },
      footer: '如果不是您建立的帳號，請忽略此郵件：我們不會再寄送其他郵件。',
    }),
    resetPassword: ({ url, minutes }) => ({
      subject: `重設您的 ${APP_NAME} 密碼`,
      paragraphs: [
        '有人（可能是您）要求重設使用這個地址的帳號的密碼。',
        `連結只能使用一次，${minutes} 分鐘內有效。在您設定新密碼之前，原密碼保持不變。`,
      ],
      link: { label: '設定新密碼', url },
      footer: '如果這不是您的要求，請忽略此郵件：您的密碼沒有改變。',
    }),
    passwordChanged: ({ at, resetUrl }) => ({
      subject: `您的 ${APP_NAME} 密碼已變更`,
      paragraphs: [
        `您帳號的密碼已於${at}變更，其他所有裝置均已登出。`,
        `如果這不是您本人操作，請立即在 ${resetUrl} 重設密碼，並檢查已連結的頻道。`,
      ],
      footer: '每次變更密碼都會寄送此郵件，無法關閉。',
    }),
    accountDeleted: ({ at, channels }) => ({
      subject: `您的 ${APP_NAME} 帳號已刪除`,
      paragraphs: [
        `依照您的要求，您的帳號已於${at}刪除：您的影片、範本、批次、留言和設定已從我們的資料庫中清除。`,
        `您的 ${channels} 個 YouTube 頻道授予本應用程式的存取權限已在 Google 撤銷。`,
        '已發布在 YouTube 上的留言仍會保留：如需刪除，請在 YouTube 上刪除。',
      ],
      footer: '這是我們寄往此地址的最後一封郵件。',
    }),
  },
};

export function mailContent<K extends MailKind>(
  kind: K,
  language: Language,
  vars: Vars[K],
): MailContent {
  return (TEXTS[language][kind] as (vars: Vars[K]) => MailContent)(vars);
}

export type MailVars<K extends MailKind> = Vars[K];
