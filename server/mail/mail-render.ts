import { APP_NAME } from '@core/app-info';
import type { Language } from '@core/languages';
import type { MailContent } from './mail-texts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The plain text every client can read: paragraphs, the link on its own line, the footer. */
export function renderText(content: MailContent) {
  const link = content.link ? [`${content.link.label}:\n${content.link.url}`] : [];
  const stop = content.unsubscribe
    ? [`${content.unsubscribe.label}:\n${content.unsubscribe.url}`]
    : [];
  return (
    [...content.paragraphs, ...link, '--', content.footer, ...stop, APP_NAME].join('\n\n') + '\n'
  );
}

/**
 * Simple HTML beside the text: one column, inline styles (mail clients drop style sheets), the
 * link as a button and again as its address, for clients that block buttons.
 */
export function renderHtml(content: MailContent, language: Language) {
  const p = (text: string, style = 'margin:0 0 16px') =>
    `<p style="${style}">${escapeHtml(text)}</p>`;
  const link = content.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.link.url)}" style="background:#228be6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.link.label)}</a></p>` +
      p(content.link.url, 'margin:0 0 16px;font-size:12px;color:#555;word-break:break-all')
    : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.5;color:#222;max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 24px;font-weight:600">${escapeHtml(APP_NAME)}</p>
${content.paragraphs.map((text) => p(text)).join('\n')}
${link}
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">
${p(content.footer, 'margin:0;font-size:12px;color:#666')}
${
  content.unsubscribe
    ? `<p style="margin:8px 0 0;font-size:12px"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#666">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : ''
}
</body></html>
`;
}
