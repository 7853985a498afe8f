import { etagOf } from './video-catalog';

/**
 * YouTube's video categories as videoCategories.list names them, in the three languages the app
 * speaks. `assignable: false` ones exist (old videos carry them) but no upload may pick them, and
 * they have no chart.
 */
const CATEGORIES: { id: string; assignable: boolean; en: string; zhCN: string; zhTW: string }[] = [
  { id: '1', assignable: true, en: 'Film & Animation', zhCN: '电影和动画', zhTW: '電影與動畫' },
  { id: '2', assignable: true, en: 'Autos & Vehicles', zhCN: '汽车', zhTW: '汽車' },
  { id: '10', assignable: true, en: 'Music', zhCN: '音乐', zhTW: '音樂' },
  { id: '15', assignable: true, en: 'Pets & Animals', zhCN: '宠物和动物', zhTW: '寵物與動物' },
  { id: '17', assignable: true, en: 'Sports', zhCN: '体育', zhTW: '運動' },
  { id: '18', assignable: false, en: 'Short Movies', zhCN: '短片', zhTW: '短片' },
  { id: '19', assignable: true, en: 'Travel & Events', zhCN: '旅游和活动', zhTW: '旅遊與活動' },
  { id: '20', assignable: true, en: 'Gaming', zhCN: '游戏', zhTW: '遊戲' },
  { id: '21', assignable: false, en: 'Videoblogging', zhCN: '视频博客', zhTW: '影音部落格' },
  { id: '22', assignable: true, en: 'People & Blogs', zhCN: '人物和博客', zhTW: '人物與網誌' },
  { id: '23', assignable: true, en: 'Comedy', zhCN: '喜剧', zhTW: '喜劇' },
  { id: '24', assignable: true, en: 'Entertainment', zhCN: '娱乐', zhTW: '娛樂' },
  { id: '25', assignable: true, en: 'News & Politics', zhCN: '新闻和政治', zhTW: '新聞與政治' },
  { id: '26', assignable: true, en: 'Howto & Style', zhCN: 'DIY 和生活百科', zhTW: '教學與風格' },
  { id: '27', assignable: true, en: 'Education', zhCN: '教育', zhTW: '教育' },
  {
    id: '28',
    assignable: true,
    en: 'Science & Technology',
    zhCN: '科学和技术',
    zhTW: '科學與技術',
  },
  { id: '30', assignable: false, en: 'Movies', zhCN: '电影', zhTW: '電影' },
  { id: '44', assignable: false, en: 'Trailers', zhCN: '预告片', zhTW: '預告片' },
];

/** YouTube's own channel, which owns every category. */
const YOUTUBE_CHANNEL_ID = 'UCBR8-60-B28hp2BmDPdntcQ';

export const findCategory = (id: string) => CATEGORIES.find((category) => category.id === id);

/** `hl` as Google takes it (`zh-TW`, `zh_TW`, `zh-Hant`, …); any other language reads English. */
function titleIn(category: (typeof CATEGORIES)[number], hl = 'en') {
  const language = hl.toLowerCase().replace('_', '-');
  if (/^zh-(tw|hk|mo|hant)/.test(language)) return category.zhTW;
  if (/^zh(-|$)/.test(language)) return category.zhCN;
  return category.en;
}

export function videoCategories(ids: string[], hl: string | undefined) {
  const chosen = ids.length ? CATEGORIES.filter((c) => ids.includes(c.id)) : CATEGORIES;
  return chosen.map((category) => ({
    kind: 'youtube#videoCategory',
    etag: etagOf(`category:${category.id}:${hl}`),
    id: category.id,
    snippet: {
      title: titleIn(category, hl),
      assignable: category.assignable,
      channelId: YOUTUBE_CHANNEL_ID,
    },
  }));
}
