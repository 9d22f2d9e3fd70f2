-- lead_day_stats: real leads per store, store-local day of arrival, source and status (see lead-day-stats.tables.ts).
-- Every change to leads and appointments adjusts it in the same transaction; messages reach it through
-- leads.first_response_at (migration 0007). rebuild_lead_day_stats() recounts it from the base tables.

-- The store-local day an instant falls on, in the store's own zone.
CREATE OR REPLACE FUNCTION lead_stats_day(store integer, at timestamptz) RETURNS date AS $$
  SELECT (at AT TIME ZONE coalesce((SELECT timezone FROM dealerships WHERE id = store), 'UTC'))::date
$$ LANGUAGE sql STABLE;--> statement-breakpoint

-- What one lead adds to its row (no row for a test lead): the one place the figures are defined. The response
-- buckets match the reports' distribution (reports-leads.repo.ts).
CREATE OR REPLACE FUNCTION lead_stats_contribution(l leads) RETURNS lead_day_stats AS $$
  SELECT l.dealership_id, lead_stats_day(l.dealership_id, l.created_at), l.source, l.status, 1,
    (l.first_response_at IS NOT NULL OR l.status <> 'new')::int,
    (EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = l.id))::int,
    (EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = l.id AND a.status = 'completed'))::int,
    (w IS NOT NULL)::int, coalesce(w <= 300, false)::int, coalesce(w <= 3600, false)::int,
    coalesce(w <= 60, false)::int, coalesce(w > 60 AND w <= 300, false)::int,
    coalesce(w > 300 AND w <= 900, false)::int, coalesce(w > 900 AND w <= 3600, false)::int,
    coalesce(w > 3600 AND w <= 14400, false)::int, coalesce(w > 14400 AND w <= 86400, false)::int,
    coalesce(w > 86400, false)::int
  FROM (SELECT CASE WHEN l.first_response_at IS NULL THEN NULL
    ELSE greatest(extract(epoch FROM l.first_response_at - l.created_at), 0) END AS w) wait
  WHERE NOT l.is_test
$$ LANGUAGE sql STABLE;--> statement-breakpoint

-- Adds (sign 1) or takes away (sign -1) these leads' contributions, one upsert per row of the table.
CREATE OR REPLACE FUNCTION lead_day_stats_add(changed leads[], sign integer) RETURNS void AS $$
  INSERT INTO lead_day_stats AS s
  SELECT (c).dealership_id, (c).day, (c).source, (c).status, sign * sum((c).leads), sign * sum((c).contacted),
    sign * sum((c).appointments), sign * sum((c).shown), sign * sum((c).answered), sign * sum((c).within_5m),
    sign * sum((c).within_1h), sign * sum((c).b_1m), sign * sum((c).b_5m), sign * sum((c).b_15m),
    sign * sum((c).b_1h), sign * sum((c).b_4h), sign * sum((c).b_24h), sign * sum((c).b_later)
  -- OFFSET 0 keeps the subquery whole: pulled up, each (c).field would call the function again.
  FROM (SELECT lead_stats_contribution(u) AS c FROM unnest(changed) u OFFSET 0) x
  WHERE (c).dealership_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (dealership_id, day, source, status) DO UPDATE SET
    leads = s.leads + excluded.leads, contacted = s.contacted + excluded.contacted,
    appointments = s.appointments + excluded.appointments, shown = s.shown + excluded.shown,
    answered = s.answered + excluded.answered, within_5m = s.within_5m + excluded.within_5m,
    within_1h = s.within_1h + excluded.within_1h, b_1m = s.b_1m + excluded.b_1m, b_5m = s.b_5m + excluded.b_5m,
    b_15m = s.b_15m + excluded.b_15m, b_1h = s.b_1h + excluded.b_1h, b_4h = s.b_4h + excluded.b_4h,
    b_24h = s.b_24h + excluded.b_24h, b_later = s.b_later + excluded.b_later
$$ LANGUAGE sql;--> statement-breakpoint

-- Recounts from the base tables (one store, or all). The EXCLUSIVE lock waits for transactions that already
-- adjusted the table and holds back new adjustments until the recount commits, so none is lost or counted twice.
CREATE OR REPLACE FUNCTION rebuild_lead_day_stats(store integer DEFAULT NULL) RETURNS void AS $$
BEGIN
  LOCK TABLE lead_day_stats IN EXCLUSIVE MODE;
  DELETE FROM lead_day_stats WHERE store IS NULL OR dealership_id = store;
  -- In slices of one store's month, so no array holds the whole table.
  PERFORM lead_day_stats_add(array_agg(l), 1) FROM leads l
    WHERE store IS NULL OR l.dealership_id = store
    GROUP BY l.dealership_id, date_trunc('month', l.created_at);
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

-- Inserts once per statement (a bulk load is one upsert per row of the table).
CREATE OR REPLACE FUNCTION leads_track_day_stats() RETURNS trigger AS $$
BEGIN
  -- Transition rows are anonymous records: cast back to the table's row type.
  PERFORM lead_day_stats_add((SELECT array_agg(ROW(n.*)::leads) FROM new_leads n), 1);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER leads_insert_day_stats AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION leads_track_day_stats();--> statement-breakpoint

-- An update moves the lead's contribution only when a counted column changed: the WHEN clause is checked without
-- calling the function, so score, contact-time and the many first-response updates that change nothing are free.
CREATE OR REPLACE FUNCTION leads_move_day_stats() RETURNS trigger AS $$
BEGIN
  PERFORM lead_day_stats_add(ARRAY[OLD], -1);
  PERFORM lead_day_stats_add(ARRAY[NEW], 1);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER leads_update_day_stats AFTER UPDATE ON leads FOR EACH ROW
  WHEN ((OLD.dealership_id, OLD.created_at, OLD.source, OLD.status, OLD.is_test, OLD.first_response_at)
    IS DISTINCT FROM (NEW.dealership_id, NEW.created_at, NEW.source, NEW.status, NEW.is_test, NEW.first_response_at))
  EXECUTE FUNCTION leads_move_day_stats();--> statement-breakpoint

-- A delete is taken away before the row goes: the lead's appointments (deleted after it, by the cascade) still
-- say what it was counted with.
CREATE OR REPLACE FUNCTION leads_untrack_day_stats() RETURNS trigger AS $$
BEGIN
  PERFORM lead_day_stats_add(ARRAY[OLD], -1);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER leads_delete_day_stats BEFORE DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_untrack_day_stats();--> statement-breakpoint

-- Appointments added, moved to another status or removed change whether their leads have an appointment and
-- whether they have a completed one (shown): the difference goes to each lead's row. Once per statement, since a
-- lead's appointments inserted together are all in the table when a row trigger would look. A lead already
-- deleted (the cascade) was taken away whole before.
CREATE OR REPLACE FUNCTION appointments_track_day_stats() RETURNS trigger AS $$
DECLARE
  new_ids integer[] := '{}';
  new_leads integer[] := '{}';
  old_leads integer[] := '{}';
  old_shown boolean[] := '{}';
  lid integer;
  l leads;
  c lead_day_stats;
  had_any boolean;
  had_shown boolean;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg(id), '{}'), coalesce(array_agg(lead_id), '{}') INTO new_ids, new_leads
    FROM new_appointments;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(lead_id), '{}'), coalesce(array_agg(status = 'completed'), '{}')
    INTO old_leads, old_shown FROM old_appointments;
  END IF;
  FOR lid IN SELECT DISTINCT x FROM unnest(new_leads || old_leads) x LOOP
    SELECT * INTO l FROM leads WHERE id = lid;
    CONTINUE WHEN NOT FOUND OR l.is_test;
    c := lead_stats_contribution(l);
    -- Before this statement: the lead's appointments without the rows it wrote, with the rows as they were.
    had_any := EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = lid AND a.id <> ALL (new_ids))
      OR lid = ANY (old_leads);
    had_shown := EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = lid AND a.status = 'completed'
        AND a.id <> ALL (new_ids))
      OR EXISTS (SELECT 1 FROM unnest(old_leads, old_shown) o(lead_id, shown) WHERE o.lead_id = lid AND o.shown);
    IF c.appointments <> had_any::int OR c.shown <> had_shown::int THEN
      UPDATE lead_day_stats SET appointments = appointments + c.appointments - had_any::int,
        shown = shown + c.shown - had_shown::int
      WHERE dealership_id = c.dealership_id AND day = c.day AND source = c.source AND status = c.status;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER appointments_insert_day_stats AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_appointments
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_track_day_stats();--> statement-breakpoint
CREATE TRIGGER appointments_update_day_stats AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_appointments NEW TABLE AS new_appointments
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_track_day_stats();--> statement-breakpoint
CREATE TRIGGER appointments_delete_day_stats AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_appointments
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_track_day_stats();--> statement-breakpoint

-- A store's zone decides its days: a new zone recounts that store.
CREATE OR REPLACE FUNCTION dealerships_recount_day_stats() RETURNS trigger AS $$
BEGIN
  PERFORM rebuild_lead_day_stats(NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER dealerships_timezone_day_stats AFTER UPDATE OF timezone ON dealerships
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION dealerships_recount_day_stats();--> statement-breakpoint

SELECT rebuild_lead_day_stats();
