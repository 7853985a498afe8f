-- docs/performance.md §5: a page's JSON in the same statement as the walk that finds its ids. The
-- JSON's query took longer to plan than a page took to run, so it was a statement of its own,
-- prepared once per connection: one more round trip to the database for every page and search,
-- each a write and a read on both sides (about a fifth of the server's thread under load). In
-- PL/pgSQL the query's plan is kept by each connection and the statement calling it plans only
-- its walk. The videos of `ids` that `owner` has, in the order of `ids` (backwards: the other way),
-- joined by commas; null when none is left.
CREATE FUNCTION videos_json(owner uuid, ids uuid[], backwards boolean) RETURNS text
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  BEGIN
    RETURN (
      select string_agg(video_json(videos, categories.name), ','
                        order by case when backwards then -wanted.n else wanted.n end)
        from unnest(ids) with ordinality as wanted(id, n)
        join videos on videos.id = wanted.id
        left join categories on categories.id = videos.category_id
       where videos.user_id = owner);
  END
  $$;
