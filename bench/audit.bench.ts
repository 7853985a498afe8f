import { AUDIT_KINDS } from '@core/api/audit.schema';
import { ms, startBenchApp, timeGet } from './bench-app';

const EVENTS = 1_000_000;
const PEOPLE = 50;

/**
 * docs/architecture.md §10: the audit log's pages with 1,000,000 events over a year in the bench
 * person's workspace, 50 people acting: the newest page, a page filtered by kind, by person, by
 * both within a month, and a deep page (by its cursor), through the API; 300 runs each.
 */
export async function auditBenchmark() {
  const t = await startBenchApp();
  try {
    await t.pool.query(
      `insert into audit_events (workspace_id, at, actor_id, actor_email, ip, kind, subject_id, details)
       select $1, now() - (i * interval '31 seconds'),
              ('00000000-0000-4000-8000-' || lpad((i % $3)::text, 12, '0'))::uuid,
              'person-' || (i % $3) || '@example.com', '203.0.113.' || (i % 250),
              ($4::text[])[1 + i % array_length($4::text[], 1)], gen_random_uuid()::text,
              jsonb_build_object('email', 'someone-' || i || '@example.com', 'role', 'editor')
         from generate_series(1, $2) as i`,
      [t.workspaceId, EVENTS, PEOPLE, [...AUDIT_KINDS]],
    );
    await t.pool.query('vacuum analyze audit_events');
    const actor = '00000000-0000-4000-8000-000000000007';
    const month = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const monthEnd = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const { rows } = await t.pool.query<{ id: string }>(
      'select id::text from audit_events order by id desc offset 500000 limit 1',
    );
    const pages: [string, string][] = [
      ['the newest 50', '/api/audit'],
      ['one kind', '/api/audit?kind=member.roleChanged'],
      ['one person', `/api/audit?actorId=${actor}`],
      [
        'one person and kind within a month',
        `/api/audit?actorId=${actor}&kind=member.invited&from=${month}&to=${monthEnd}`,
      ],
      ['half-way down (a cursor)', `/api/audit?before=${rows[0]!.id}`],
    ];
    const lines: string[] = [];
    for (const [label, url] of pages) {
      await timeGet(t, url, 30);
      const { p50, p95 } = await timeGet(t, url, 300);
      lines.push(`| ${label} | ${ms(p50)} | ${ms(p95)} |`);
    }
    return [
      '## The audit log',
      '',
      `\`GET /api/audit\` pages (50 events) through the API in this process, with ${EVENTS.toLocaleString('en')}`,
      `events over a year in one workspace, ${PEOPLE} people acting: 300 runs each after 30 to warm up.`,
      '',
      '| Page | p50 | p95 |',
      '| --- | --- | --- |',
      ...lines,
    ].join('\n');
  } finally {
    await t.close();
  }
}
