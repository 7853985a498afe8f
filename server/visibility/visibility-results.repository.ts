import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { executeNamed } from '../db/named-statement';
import { JUDGED } from './channel-health.repository';

/** How a set of posted comments fared: looked at, seen by others, liked, replied to. */
export type Fared = {
  posted: number;
  checked: number;
  visible: number;
  likes: number;
  replies: number;
};

/** The sums of `Fared` over rows that carry them (a tally's or a comment's). */
const sums = sql`sum(r.n)::int as posted, sum(r.checked)::int as checked,
  sum(r.visible)::int as visible, sum(r.likes)::int as likes, sum(r.replies)::int as replies`;

/** The sums of groups' sums (0 when there is no group: the total of nothing posted). */
const totals = sql`coalesce(sum(i.posted), 0)::int as posted,
  coalesce(sum(i.checked), 0)::int as checked, coalesce(sum(i.visible), 0)::int as visible,
  coalesce(sum(i.likes), 0)::int as likes, coalesce(sum(i.replies), 0)::int as replies`;

/**
 * docs/visibility.md: the workspace's comments posted in the last `days` days, in all, by channel
 * and by template (the most posted first, `top` of each): which channels and which texts do well.
 * Read from the tallies (migration 0025, docs/performance.md §5): per day, per hour on the day the
 * window begins in, and from the comments in the hour it begins in.
 */
export async function resultsSince(db: Db, workspaceId: string, days: number, top: number) {
  const rows = await executeNamed<ResultRow>(
    db,
    'dashboard_results',
    resultsQuery(workspaceId, days),
  );
  return faredResults(rows, top);
}

/** A row of `resultsQuery`: how all, a channel's or a template's comments fared. */
export type ResultRow = Fared & {
  tally: 'all' | 'channel' | 'template';
  id: string | null;
  name: string | null;
};

export function resultsQuery(workspaceId: string, days: number) {
  return sql`
    with edge as (
      select since,
             date_bin('1 hour', since, timestamptz '2000-01-01 00:00:00+00')
               + interval '1 hour' as hours_from,
             date_bin('1 day', since, timestamptz '2000-01-01 00:00:00+00')
               + interval '1 day' as days_from
        from (select now() - make_interval(days => ${days}) as since) s
    ),
    ids as (
      -- Summed by ids before they are named: the three reads below share these few groups (not
      -- the hundreds of tally rows under them), and a name is one join a group, not a row.
      select r.dim, r.account_id, r.channel_title, r.template_id, ${sums} from (
        -- Whole days after the day the window begins in, that day's whole hours after its first.
        -- The edges as subqueries: the index then starts and stops at them (joined with edge,
        -- the slots were only filtered, and the hours of every day of the fortnight read).
        select t.dim, t.account_id, t.channel_title, t.template_id,
               t.n, t.checked, t.visible, t.likes, t.replies
          from comment_result_tallies t
         where t.workspace_id = ${workspaceId} and t.dim in (1, 2) and t.slot >= (select days_from from edge)
        union all
        select t.dim - 2, t.account_id, t.channel_title, t.template_id,
               t.n, t.checked, t.visible, t.likes, t.replies
          from comment_result_tallies t
         where t.workspace_id = ${workspaceId} and t.dim in (3, 4)
           and t.slot >= (select hours_from from edge) and t.slot < (select days_from from edge)
        union all
        -- The first hour, from its comments.
        select k.dim, k.account_id, k.channel_title, k.template_id,
               1, (c.visibility in (${JUDGED}))::int, (c.visibility = 'visible')::int,
               coalesce(c.like_count, 0), coalesce(c.reply_count, 0)
          from edge, comments c
         cross join lateral (values (1::smallint, c.account_id, c.channel_title, null::uuid),
                                    (2::smallint, null::uuid, null::text, c.template_id))
                         as k (dim, account_id, channel_title, template_id)
         where c.workspace_id = ${workspaceId} and c.status = 'posted'
           and c.posted_at >= edge.since and c.posted_at < edge.hours_from
      ) r
      group by 1, 2, 3, 4 having sum(r.n) <> 0
    )
    select 'all' as tally, null as id, null as name, ${totals}
      from ids i where i.dim = 1
    union all
    -- A channel by its account, else by the name a comment kept (its account since removed).
    select 'channel', coalesce(i.account_id::text, i.channel_title, ''),
           coalesce(a.channel_title, i.channel_title), ${totals}
      from ids i left join accounts a on a.id = i.account_id
     where i.dim = 1 group by 2, 3
    union all
    select 'template', t.id::text, t.content, ${totals}
      from ids i left join comment_templates t on t.id = i.template_id
     where i.dim = 2 group by 2, 3`;
}

/** All of them, and the `top` channels and templates that posted most. */
export function faredResults(rows: ResultRow[], top: number) {
  const byMost = (list: typeof rows) =>
    list
      .sort((x, y) => y.posted - x.posted || (x.name ?? '').localeCompare(y.name ?? ''))
      .slice(0, top)
      .map(({ tally: _, id, ...rest }) => ({ id: id!, ...rest }));
  const empty: Fared = { posted: 0, checked: 0, visible: 0, likes: 0, replies: 0 };
  const all = rows.find((r) => r.tally === 'all');
  return {
    all: all ? { ...empty, ...pickFared(all) } : empty,
    channels: byMost(rows.filter((r) => r.tally === 'channel')),
    // A comment without a template counts in all and by channel, not by template.
    templates: byMost(rows.filter((r) => r.tally === 'template' && r.id !== null)),
  };
}

const pickFared = ({ posted, checked, visible, likes, replies }: Fared): Fared => ({
  posted,
  checked,
  visible,
  likes,
  replies,
});
