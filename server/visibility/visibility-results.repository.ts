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
  // One pass over the recent comments for the three tallies (it was three passes).
  const result = await db.execute<
    Fared & { tally: 'all' | 'channel' | 'template'; id: string | null; name: string | null }
  >(sql`
    select case grouping(channel.id, template.id)
             when 3 then 'all' when 1 then 'channel' else 'template' end as tally,
           coalesce(channel.id, template.id) as id,
           coalesce(channel.name, template.name) as name,
           ${fared}
      from comments c
      left join accounts a on a.id = c.account_id
      left join comment_templates t on t.id = c.template_id
      cross join lateral (select coalesce(c.account_id::text, c.channel_title, '') as id,
                                 coalesce(a.channel_title, c.channel_title) as name) channel
      cross join lateral (select t.id::text as id, t.content as name) template
     where c.user_id = ${userId} and c.status = 'posted'
       and c.posted_at >= now() - make_interval(days => ${days})
     group by grouping sets ((), (channel.id, channel.name), (template.id, template.name))`);
  const byMost = (rows: typeof result.rows) =>
    rows
      .sort((x, y) => y.posted - x.posted || (x.name ?? '').localeCompare(y.name ?? ''))
      .slice(0, top)
      .map(({ tally: _, id, ...rest }) => ({ id: id!, ...rest }));
  const empty: Fared = { posted: 0, checked: 0, visible: 0, likes: 0, replies: 0 };
  const all = result.rows.find((r) => r.tally === 'all');
  return {
    all: all ? { ...empty, ...pickFared(all) } : empty,
    channels: byMost(result.rows.filter((r) => r.tally === 'channel')),
    // A comment without a template counts in all and by channel, not by template.
    templates: byMost(result.rows.filter((r) => r.tally === 'template' && r.id !== null)),
  };
}

const pickFared = ({ posted, checked, visible, likes, replies }: Fared): Fared => ({
  posted,
  checked,
  visible,
  likes,
  replies,
});
