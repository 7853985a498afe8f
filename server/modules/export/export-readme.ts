import { APP_NAME } from '@core/app-info';
import type { ExportCounts } from '@core/api/export.schema';
import { formatNumber } from '@core/format/number';
import type { Language } from '@core/languages';

type Count = keyof ExportCounts;
const ORDER: Count[] = ['videos', 'categories', 'templates', 'batches', 'comments'];

/** The zip's README.txt, in the language of the one who asked for it. */
const TEXTS: Record<
  Language,
  { title: string; intro: string; files: Record<Count, string>; notes: string[] }
> = {
  en: {
    title: `Your data from ${APP_NAME}`,
    intro: 'Each file comes twice: as JSON (an array of objects) and as CSV (the same fields).',
    files: {
      videos: 'saved videos, with their details and category',
      categories: 'categories of videos and of templates (kind: video or comment)',
      templates: 'comment templates',
      batches: 'batches, with how many of their comments were posted, failed or left unconfirmed',
      comments:
        'every comment planned, with its result: status, reason, the id YouTube gave it, and what others see of it (visibility, likes, replies)',
    },
    notes: [
      'Times are UTC, in ISO 8601. Field names and codes (status, reason, visibility) stay the same in every language.',
      'Nothing secret is included: no client secret, token, key or password.',
    ],
  },
  'zh-CN': {
    title: `您在 ${APP_NAME} 中的数据`,
    intro: '每类数据有两个文件：JSON（对象数组）和 CSV（字段相同）。',
    files: {
      videos: '已保存的视频，含详情和分类',
      categories: '视频和模板的分类（kind：video 为视频，comment 为模板）',
      templates: '评论模板',
      batches: '批次，含已发布、失败和未确认的评论数',
      comments:
        '计划发布的每条评论及其结果：状态、原因、YouTube 给出的 ID，以及他人所见（可见性、点赞、回复）',
    },
    notes: [
      '时间均为 UTC，采用 ISO 8601 格式。字段名和代码（status、reason、visibility）不随语言变化。',
      '不含任何机密：没有客户端密钥、令牌、API 密钥或密码。',
    ],
  },
  'zh-TW': {
    title: `您在 ${APP_NAME} 中的資料`,
    intro: '每類資料有兩個檔案：JSON（物件陣列）和 CSV（欄位相同）。',
    files: {
      videos: '已儲存的影片，含詳細資料和分類',
      categories: '影片和範本的分類（kind：video 為影片，comment 為範本）',
      templates: '留言範本',
      batches: '批次，含已發布、失敗和未確認的留言數',
      comments:
        '計畫發布的每則留言及其結果：狀態、原因、YouTube 給出的 ID，以及他人所見（可見性、按讚、回覆）',
    },
    notes: [
      '時間均為 UTC，採用 ISO 8601 格式。欄位名稱和代碼（status、reason、visibility）不隨語言改變。',
      '不含任何機密：沒有用戶端密鑰、權杖、API 金鑰或密碼。',
    ],
  },
};

export function exportReadme(language: Language, counts: ExportCounts) {
  const text = TEXTS[language];
  const files = ORDER.map(
    (name) =>
      `- ${name}.json, ${name}.csv (${formatNumber(counts[name], language)}): ${text.files[name]}`,
  );
  return [text.title, '', text.intro, '', ...files, '', ...text.notes, ''].join('\r\n');
}
