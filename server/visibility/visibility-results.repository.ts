import { sql } from 'drizzle-orm';
import { JUDGED_STATES } from '../../core/visibility/channel-health';
import { statusList } from '../db/sql-helpers';
import type { Executor } from '../db/transaction';

const JUDGED = statusList(JUDGED_STATES);

/** How a set of posted comments fared: looked at, seen by others, liked, replied to. */
export type Fared = {
  posted: number;
  checked: number;
  visible: number;
  likes: number;
  replies: number;
};

const fared = sql`count(*)::int as posted,
  count(*) filter (where c.visibility in (${JUDGED}))::int as checked,
  count(*) filter (where c.visibility = 'visible')::int as visible,
  coalesce(sum(c.like_count), 0)::int as likes,
  coalesce(sum(c.reply_count), 0)::int as replies`;

/**
 * docs/visibility.md: the user's comments posted in the last `days` days, in all, by channel and
 * by template (the most posted first, `top` of each): which channels and which texts do well.
 */
export async function resultsSince(db: Executor, userId: string, days: number, top: number) {
  const recent = sql`c.user_id = ${userId} and c.status = 'posted'
    and c.posted_at >= now() - make_interval(days => ${days})`;
  const [all, channels, templates] = await Promise.all([
    db.execute<Fared>(sql`select ${fared} from comments c where ${recent}`),
    db.execute<Fared & { id: string; name: string | null }>(sql`
      select coalesce(c.account_id::text, c.channel_title, '') as id,
             coalesce(a.channel_title, c.channel_title) as name, ${fared}
        from comments c left join accounts a on a.id = c.account_id
       where ${recent}
       group by 1, 2 order by posted desc, name limit ${top}`),
    db.execute<Fared & { id: string; name: string | null }>(sql`
      select t.id::text as id, t.content as name, ${fared}
        from comments c join comment_templates t on t.id = c.template_id
       where ${recent}
       group by t.id, t.content order by posted desc, t.content limit ${top}`),
  ]);
  return { all: all.rows[0]!, channels: channels.rows, templates: templates.rows };
}
