-- docs/architecture.md §3, one clock: every instant that decides background work (a lease, a
-- look-up, a pacing gap, a retry, a due time, a window, a quota day) is the database's, so that
-- processes on machines whose clocks disagree still agree on it. app_now() is that instant: the
-- transaction's start, unless the one row of test_clock holds another. Only tests write that row
-- (the database's now stands still at it, where they once injected a process clock); it is empty
-- otherwise.
CREATE TABLE "test_clock" (
	"one" boolean PRIMARY KEY DEFAULT true CHECK ("one"),
	"now" timestamptz NOT NULL
);--> statement-breakpoint
CREATE FUNCTION app_now() RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT "now" FROM test_clock), now())
$$;
