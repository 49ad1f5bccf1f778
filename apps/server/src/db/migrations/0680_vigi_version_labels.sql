-- List versions are named by their publication, never by the file they came in (issue #23): versions that
-- were labelled with their file name take their publication date, else their import date.
UPDATE vigi_list_versions
SET label = COALESCE(to_char(publication_date, 'YYYY-MM-DD'), to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
WHERE file_name IS NOT NULL AND label = file_name;

-- ECHA's page of the recommendations for inclusion in the Authorisation List (the shipped export's source).
UPDATE vigi_lists
SET source_url = 'https://echa.europa.eu/recommendations-for-inclusion-in-the-authorisation-list'
WHERE code = 'authorisation_recommendations';
