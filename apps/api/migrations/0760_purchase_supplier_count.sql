-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 068): a purchase list filtered by supplier counts its documents from the supplier's index alone. The
-- count leaves the discarded ones out, and the state was only in the heap: the full tenant's count for one supplier
-- visited a heap page per purchase (248 pages for 446 entries). Carried in the index, the count is index-only. The key
-- columns are unchanged, so the page's plans are too; the state is already in other indexes of the table, so a state
-- change was never a HOT update.
DROP INDEX purchase_invoices_supplier_ix;
CREATE INDEX purchase_invoices_supplier_ix ON purchase_invoices (tenant_id, supplier_id, creation_time DESC)
  INCLUDE (state);
