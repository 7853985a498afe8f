-- docs/performance.md §5: a video's JSON written by concatenation instead of json_build_object,
-- which works out how to write each of its values' types again for every row: 20 µs a video,
-- the most of a page's time in the database (50 videos) and 2 s of the unpaged list's 100,000.
-- Each text goes through to_json, which escapes it as json_build_object did (ids and times need
-- no escaping); null is written where a value is null. The same JSON (compared as jsonb over
-- every video of the benchmark's collection), without the spaces json_build_object put around
-- its colons and commas.
CREATE OR REPLACE FUNCTION video_json(v videos, category text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    select '{"id":"' || v.id::text
      || '","videoId":' || coalesce(to_json(v.video_id)::text, 'null')
      || ',"title":' || coalesce(to_json(v.title)::text, 'null')
      || ',"thumbnail":' || coalesce(to_json(v.thumbnail)::text, 'null')
      || ',"channelTitle":' || coalesce(to_json(v.channel_title)::text, 'null')
      || ',"channelId":' || coalesce(to_json(v.channel_id)::text, 'null')
      || ',"channelThumbnail":' || coalesce(to_json(v.channel_thumbnail)::text, 'null')
      || ',"publishedAt":' || coalesce('"' || iso_time(v.published_at) || '"', 'null')
      || ',"createdAt":' || coalesce('"' || iso_time(v.created_at) || '"', 'null')
      || ',"category":' || coalesce(to_json(category)::text, 'null')
      || ',"categoryId":' || coalesce('"' || v.category_id::text || '"', 'null')
      || ',"isShort":' || v.is_short::text
      || ',"statistics":{"viewCount":' || coalesce(v.view_count::text, 'null')
      || ',"likeCount":' || coalesce(v.like_count::text, 'null')
      || ',"commentCount":' || coalesce(v.comment_count::text, 'null')
      || '},"contentDetails":{"duration":' || coalesce(to_json(v.duration)::text, 'null')
      || '},"displayOrder":' || v.display_order::text
      || ',"url":' || coalesce(to_json('https://www.youtube.com/watch?v=' || v.video_id)::text, 'null')
      || ',"sentCount":' || v.sent_count::text
      || ',"detailsRefreshedAt":' || coalesce('"' || iso_time(v.details_refreshed_at) || '"', 'null')
      || ',"unavailable":' || (v.unavailable_since is not null)::text
      || '}'
  $$;
