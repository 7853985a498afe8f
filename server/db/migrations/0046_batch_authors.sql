-- docs/architecture.md §10: who confirmed a batch. An editor pauses, resumes, cancels and moves
-- their own batches; owners and admins anyone's. Null for batches from before, and for those
-- whose author's account is gone (the batch stays the workspace's).
ALTER TABLE "batches" ADD COLUMN "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;
