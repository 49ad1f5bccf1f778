-- The regulatory tools (issue #28): the user's inventory by establishment (site) and storage area, with the maximum
-- quantity of each sheet that may be present (the ICPE nomenclature counts the maximum, not today's stock), and the
-- saved road loads of Quick-ADR.

CREATE TABLE tool_sites (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name)
);

CREATE TABLE tool_storage_areas (
  id          bigserial PRIMARY KEY,
  site_id     bigint NOT NULL REFERENCES tool_sites(id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, name)
);

-- One sheet in one area. The row names the version the user chose; the tools read the product's current version,
-- so that quantities follow a sheet to its new revision without a copy. max_quantity is null for rows moved from
-- the former free-text site and storage-location fields of my-FDS, until the user gives it.
CREATE TABLE tool_inventory (
  area_id             bigint NOT NULL REFERENCES tool_storage_areas(id) ON DELETE CASCADE,
  document_id         bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  max_quantity        numeric CHECK (max_quantity > 0),
  unit                text CHECK (unit IN ('t', 'kg', 'L', 'm3')),
  container_capacity  numeric CHECK (container_capacity > 0),
  state               text CHECK (state IN ('solid', 'liquid', 'gas')),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (area_id, document_id),
  CHECK ((max_quantity IS NULL) = (unit IS NULL))
);
CREATE INDEX tool_inventory_document_idx ON tool_inventory (document_id);

CREATE TABLE tool_adr_loads (
  id                  bigserial PRIMARY KEY,
  user_id             bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name                text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  lines               jsonb NOT NULL,
  vehicle_max_mass_t  numeric,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tool_adr_loads_user_idx ON tool_adr_loads (user_id, created_at DESC);

-- The former my-FDS fields move into the inventory: each distinct site becomes an establishment, each storage
-- location an area of it ("General" when only the site was given), each kept sheet a row without a quantity yet.
-- The my-FDS columns stay, read by its list and exports, until those move to the inventory too.
INSERT INTO tool_sites (user_id, name)
SELECT DISTINCT user_id, left(btrim(site), 100) FROM user_documents WHERE btrim(coalesce(site, '')) <> ''
ON CONFLICT DO NOTHING;

INSERT INTO tool_storage_areas (site_id, name)
SELECT DISTINCT s.id, left(coalesce(nullif(btrim(u.storage_location), ''), 'General'), 100)
FROM user_documents u JOIN tool_sites s ON s.user_id = u.user_id AND s.name = left(btrim(u.site), 100)
ON CONFLICT DO NOTHING;

INSERT INTO tool_inventory (area_id, document_id)
SELECT DISTINCT a.id, u.document_id
FROM user_documents u
JOIN tool_sites s ON s.user_id = u.user_id AND s.name = left(btrim(u.site), 100)
JOIN tool_storage_areas a ON a.site_id = s.id AND a.name = left(coalesce(nullif(btrim(u.storage_location), ''), 'General'), 100)
ON CONFLICT DO NOTHING;
