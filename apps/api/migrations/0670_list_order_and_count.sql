-- Frozen: never edit after release; add a new numbered file instead.
-- Issue 19 (ADR 045): lists on a tenant of a million movements.

-- The stock list's page walks the SKUs in its default order (code, then id) and probes each for a balance row until
-- the page is full: 20 probes for the first page instead of one per SKU and a sort. No `NOT is_deleted` predicate:
-- the list shows every SKU that has stock rows, deleted or not.
CREATE INDEX skus_code_order_ix ON skus (tenant_id, code, id);

-- A document list's exact totalCount with a line filter (SKUName, category) is a semi-join of the matching lines'
-- documents with the documents that pass the header filters. These let it read the documents' ids and states
-- index-only (about 370 pages for 51,000 warehouse invoices) instead of every header row (2,400 pages).
CREATE INDEX warehouse_invoices_id_state_ix ON warehouse_invoices (tenant_id, id) INCLUDE (state);
CREATE INDEX purchase_invoices_id_state_ix ON purchase_invoices (tenant_id, id) INCLUDE (state);
