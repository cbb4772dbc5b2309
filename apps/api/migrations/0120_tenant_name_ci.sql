-- Tenant names are unique whatever their case (ADR 013). normalized_name already holds upper(name); this index
-- keeps the rule even for a row whose normalized_name was written differently.
CREATE UNIQUE INDEX tenants_name_ci_uq ON tenants (lower(name)) WHERE NOT is_deleted;
