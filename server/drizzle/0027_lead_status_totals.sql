CREATE TABLE "lead_status_totals" (
	"dealership_id" integer NOT NULL,
	"status" text NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_status_totals_dealership_id_status_slot_pk" PRIMARY KEY("dealership_id","status","slot")
);--> statement-breakpoint
-- The day counts and the all-time totals per store and status in one statement: the contributions are computed
-- once (the CTE), and a change that moves no lead between statuses (a first message) leaves the totals alone.
CREATE OR REPLACE FUNCTION lead_day_stats_apply(changed leads[], signs integer[]) RETURNS void AS $$
BEGIN
  WITH x AS (
    SELECT lead_stats_contribution(changed[i]) AS c, signs[i] AS sign FROM generate_subscripts(changed, 1) i
  ), days AS (
    INSERT INTO lead_day_stats AS s (dealership_id, day, source, status, leads, contacted, appointments, shown,
      answered, within_5m, within_1h, b_1m, b_5m, b_15m, b_1h, b_4h, b_24h, b_later, slot)
    SELECT (c).dealership_id, (c).day, (c).source, (c).status,
      sum(sign * (c).leads), sum(sign * (c).contacted), sum(sign * (c).appointments), sum(sign * (c).shown),
      sum(sign * (c).answered), sum(sign * (c).within_5m), sum(sign * (c).within_1h), sum(sign * (c).b_1m),
      sum(sign * (c).b_5m), sum(sign * (c).b_15m), sum(sign * (c).b_1h), sum(sign * (c).b_4h),
      sum(sign * (c).b_24h), sum(sign * (c).b_later), lead_stats_slot()
    FROM x
    WHERE (c).dealership_id IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (dealership_id, day, source, status, slot) DO UPDATE SET
      leads = s.leads + excluded.leads, contacted = s.contacted + excluded.contacted,
      appointments = s.appointments + excluded.appointments, shown = s.shown + excluded.shown,
      answered = s.answered + excluded.answered, within_5m = s.within_5m + excluded.within_5m,
      within_1h = s.within_1h + excluded.within_1h, b_1m = s.b_1m + excluded.b_1m, b_5m = s.b_5m + excluded.b_5m,
      b_15m = s.b_15m + excluded.b_15m, b_1h = s.b_1h + excluded.b_1h, b_4h = s.b_4h + excluded.b_4h,
      b_24h = s.b_24h + excluded.b_24h, b_later = s.b_later + excluded.b_later
    RETURNING 1
  )
  INSERT INTO lead_status_totals AS t (dealership_id, status, slot, leads)
  SELECT (c).dealership_id, (c).status, lead_stats_slot(), sum(sign * (c).leads) FROM x
  WHERE (c).dealership_id IS NOT NULL
  GROUP BY 1, 2
  HAVING sum(sign * (c).leads) <> 0
  ON CONFLICT (dealership_id, status, slot) DO UPDATE SET leads = t.leads + excluded.leads;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Recounts both from the base tables (one store, or all); see migration 0022 for why the EXCLUSIVE lock.
CREATE OR REPLACE FUNCTION rebuild_lead_day_stats(store integer DEFAULT NULL) RETURNS void AS $$
BEGIN
  LOCK TABLE lead_day_stats, lead_status_totals IN EXCLUSIVE MODE;
  DELETE FROM lead_day_stats WHERE store IS NULL OR dealership_id = store;
  DELETE FROM lead_status_totals WHERE store IS NULL OR dealership_id = store;
  -- In slices of one store's month, so no array holds the whole table.
  PERFORM lead_day_stats_add(array_agg(l), 1) FROM leads l
    WHERE store IS NULL OR l.dealership_id = store
    GROUP BY l.dealership_id, date_trunc('month', l.created_at);
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
INSERT INTO lead_status_totals (dealership_id, status, leads)
  SELECT dealership_id, status, sum(leads) FROM lead_day_stats GROUP BY 1, 2 HAVING sum(leads) <> 0;
