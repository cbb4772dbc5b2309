-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 16 (audit log status filter, in ABP's spirit: its audit logs carry HttpStatusCode): the status a refused or
-- failed write was answered with. A write that succeeded keeps NULL (its row is written in the write's own
-- transaction, before any status exists); refused writes are recorded by the error handler in their own transaction.
ALTER TABLE audit_logs ADD COLUMN http_status smallint;

-- The status filter within a tenant, newest first (NULL = succeeded sorts in with the rest).
CREATE INDEX audit_logs_status_ix ON audit_logs (tenant_id, http_status, time DESC);
