-- docs/architecture.md §10: a member without the whole audit log reads the lines of their own,
-- among them those about them (a role change) and about their batches (an approval): found by
-- what a line is about, as the actor's lines are by the actor.
CREATE INDEX "audit_events_workspace_subject_idx" ON "audit_events" ("workspace_id", "subject_id")
  WHERE "subject_id" IS NOT NULL;
