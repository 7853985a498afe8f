-- docs/performance.md §5: the filters "comments sent: any" and a range from 1 up read the list's
-- order among the videos that had a comment only. Read from videos_user_order_idx, a page of them
-- stepped over every video that had none: page 100 of 200 of 10,000 such videos among 100,000
-- walked 49,500 index entries (29 ms), page 3 1,500. This index holds only those videos, in the
-- list's order, with what the filters read, so the walk counts their entries alone (1.5 ms and
-- 150). "Sent none" keeps reading the whole order, where most videos are.
CREATE INDEX "videos_user_sent_order_idx" ON "videos" USING btree ("user_id","display_order","created_at" DESC NULLS FIRST,"id") INCLUDE ("category_id","sent_count")
  WHERE "sent_count" > 0;
