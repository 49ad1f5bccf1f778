-- Site content (issue #25), edited later by a back office: one table per entity, one row per (entity, interface
-- language), French rows being the fallback of a missing translation; every row has its timestamps.

-- Blog articles (api-spec §3 "Blog article"): the news and mini-conference widget of the home page.
CREATE TABLE blog_articles (
  id                      serial PRIMARY KEY,
  key                     text NOT NULL,                 -- the article across its translations
  language                text NOT NULL CHECK (language IN ('fr', 'en', 'de', 'it')),
  title                   text NOT NULL,                 -- HTML text (entities allowed), shown decoded
  description             text NOT NULL,
  url                     text NOT NULL,                 -- absolute, a bare host (https:// is added) or a site path
  date_start_article      date NOT NULL,
  hour_start_article      time,
  date_start_publication  date,
  date_end_publication    date,
  tags                    text[] NOT NULL DEFAULT '{}',
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  UNIQUE (key, language),
  CHECK (date_end_publication IS NULL OR date_start_publication IS NULL OR date_start_publication <= date_end_publication)
);

-- Shows and events (product-spec §3.7 "Shows list item").
CREATE TABLE shows_events (
  id          serial PRIMARY KEY,
  key         text NOT NULL,
  language    text NOT NULL CHECK (language IN ('fr', 'en', 'de', 'it')),
  title       text NOT NULL,
  url         text NOT NULL,
  image_url   text NOT NULL,
  image_alt   text NOT NULL,
  date_text   text NOT NULL,                             -- the dates as people write them ("26-29 octobre 2027")
  place       text NOT NULL,                             -- "localisation"
  date_start  date NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (key, language)
);
CREATE INDEX shows_events_start ON shows_events (date_start);

-- Training modules (product-spec §3.7, §9).
CREATE TABLE trainings (
  id              serial PRIMARY KEY,
  code            text NOT NULL,
  language        text NOT NULL CHECK (language IN ('fr', 'en', 'de', 'it')),
  position        integer NOT NULL DEFAULT 0,
  title           text NOT NULL,
  duration_hours  numeric(4, 1) NOT NULL CHECK (duration_hours > 0),
  objective       text NOT NULL,
  contents        text[] NOT NULL DEFAULT '{}',
  price_eur       numeric(8, 2) NOT NULL CHECK (price_eur >= 0), -- excluding tax
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (code, language)
);

-- Texts of the information pages (about us, consulting, distribution, hosting, suppliers management, turnkey
-- service, GDPR, legal notice). sections: [{ "id", "title", "text" }].
CREATE TABLE site_pages (
  id          serial PRIMARY KEY,
  slug        text NOT NULL,
  language    text NOT NULL CHECK (language IN ('fr', 'en', 'de', 'it')),
  title       text NOT NULL,
  lead        text NOT NULL,
  sections    jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (slug, language)
);
