ALTER TABLE "lead_day_stats" DROP CONSTRAINT "lead_day_stats_dealership_id_day_source_status_pk";--> statement-breakpoint
ALTER TABLE "lead_day_stats" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_day_stats" ADD CONSTRAINT "lead_day_stats_dealership_id_day_source_status_slot_pk" PRIMARY KEY("dealership_id","day","source","status","slot");--> statement-breakpoint
-- A group's counts are spread over 16 rows, one per slot: each transaction writes the slot of its own id, so
-- transactions running together (consecutive ids) write different rows and leads arriving together at one store
-- (same day, source and status) no longer wait on one row lock until each other's commit. Readers sum the slots.
CREATE OR REPLACE FUNCTION lead_stats_slot() RETURNS smallint AS $$
  SELECT (pg_current_xact_id()::text::bigint % 16)::smallint
$$ LANGUAGE sql VOLATILE;--> statement-breakpoint
-- The row type gained the slot, and the figures are computed in PL/pgSQL now: its plans are kept for the session,
-- where an SQL function's were planned again at every call (the cost of each lead's first message under a burst).
-- Still the one place the figures are defined; the response buckets match the reports' (reports-leads.repo.ts).
CREATE OR REPLACE FUNCTION lead_stats_contribution(l leads) RETURNS lead_day_stats AS $$
DECLARE
  w numeric := CASE WHEN l.first_response_at IS NOT NULL
    THEN greatest(extract(epoch FROM l.first_response_at - l.created_at), 0) END;
  c lead_day_stats;
BEGIN
  IF l.is_test THEN RETURN NULL; END IF;
  c := ROW(l.dealership_id, lead_stats_day(l.dealership_id, l.created_at), l.source, l.status, 1,
    (l.first_response_at IS NOT NULL OR l.status <> 'new')::int,
    (EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = l.id))::int,
    (EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = l.id AND a.status = 'completed'))::int,
    (w IS NOT NULL)::int, coalesce(w <= 300, false)::int, coalesce(w <= 3600, false)::int,
    coalesce(w <= 60, false)::int, coalesce(w > 60 AND w <= 300, false)::int,
    coalesce(w > 300 AND w <= 900, false)::int, coalesce(w > 900 AND w <= 3600, false)::int,
    coalesce(w > 3600 AND w <= 14400, false)::int, coalesce(w > 14400 AND w <= 86400, false)::int,
    coalesce(w > 86400, false)::int, 0);
  RETURN c;
END;
$$ LANGUAGE plpgsql STABLE;--> statement-breakpoint

-- Adds each lead's contribution times its sign (1 or -1) to the writing transaction's slot: one upsert per group.
CREATE OR REPLACE FUNCTION lead_day_stats_apply(changed leads[], signs integer[]) RETURNS void AS $$
BEGIN
  INSERT INTO lead_day_stats AS s (dealership_id, day, source, status, leads, contacted, appointments, shown,
    answered, within_5m, within_1h, b_1m, b_5m, b_15m, b_1h, b_4h, b_24h, b_later, slot)
  SELECT (c).dealership_id, (c).day, (c).source, (c).status,
    sum(sign * (c).leads), sum(sign * (c).contacted), sum(sign * (c).appointments), sum(sign * (c).shown),
    sum(sign * (c).answered), sum(sign * (c).within_5m), sum(sign * (c).within_1h), sum(sign * (c).b_1m),
    sum(sign * (c).b_5m), sum(sign * (c).b_15m), sum(sign * (c).b_1h), sum(sign * (c).b_4h),
    sum(sign * (c).b_24h), sum(sign * (c).b_later), lead_stats_slot()
  -- OFFSET 0 keeps the subquery whole: pulled up, each (c).field would call the function again.
  FROM (SELECT lead_stats_contribution(changed[i]) AS c, signs[i] AS sign
    FROM generate_subscripts(changed, 1) i OFFSET 0) x
  WHERE (c).dealership_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (dealership_id, day, source, status, slot) DO UPDATE SET
    leads = s.leads + excluded.leads, contacted = s.contacted + excluded.contacted,
    appointments = s.appointments + excluded.appointments, shown = s.shown + excluded.shown,
    answered = s.answered + excluded.answered, within_5m = s.within_5m + excluded.within_5m,
    within_1h = s.within_1h + excluded.within_1h, b_1m = s.b_1m + excluded.b_1m, b_5m = s.b_5m + excluded.b_5m,
    b_15m = s.b_15m + excluded.b_15m, b_1h = s.b_1h + excluded.b_1h, b_4h = s.b_4h + excluded.b_4h,
    b_24h = s.b_24h + excluded.b_24h, b_later = s.b_later + excluded.b_later;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

CREATE OR REPLACE FUNCTION lead_day_stats_add(changed leads[], sign integer) RETURNS void AS $$
  SELECT lead_day_stats_apply(changed, array_fill(sign, ARRAY[coalesce(cardinality(changed), 0)]))
$$ LANGUAGE sql;--> statement-breakpoint

-- A lead's change moves its contribution in one upsert (one row when only its contact time changed).
CREATE OR REPLACE FUNCTION leads_move_day_stats() RETURNS trigger AS $$
BEGIN
  PERFORM lead_day_stats_apply(ARRAY[OLD, NEW], ARRAY[-1, 1]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
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
      INSERT INTO lead_day_stats AS s (dealership_id, day, source, status, slot, appointments, shown)
      VALUES (c.dealership_id, c.day, c.source, c.status, lead_stats_slot(), c.appointments - had_any::int,
        c.shown - had_shown::int)
      ON CONFLICT (dealership_id, day, source, status, slot) DO UPDATE SET
        appointments = s.appointments + excluded.appointments, shown = s.shown + excluded.shown;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
