ALTER TABLE "leads" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "lead_day_stats" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_status_totals" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A closed lead ended sold or lost (decision 044). Those closed before outcomes existed: sold where the store saw the
-- sale (a completed appointment, or "purchased" in the lead's notes), else lost for another reason. The counts are
-- announced (RAISE NOTICE) so whoever migrates a store knows how its conversion moved.
DO $$
DECLARE
  sold_count integer;
  lost_count integer;
BEGIN
  UPDATE leads l SET outcome = 'sold'
  WHERE l.status = 'closed' AND (
    EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = l.id AND a.status = 'completed')
    OR l.notes ILIKE '%purchased%'
    OR EXISTS (SELECT 1 FROM lead_notes n WHERE n.lead_id = l.id AND n.body ILIKE '%purchased%'));
  GET DIAGNOSTICS sold_count = ROW_COUNT;
  UPDATE leads SET outcome = 'lost', lost_reason = 'other' WHERE status = 'closed' AND outcome IS NULL;
  GET DIAGNOSTICS lost_count = ROW_COUNT;
  RAISE NOTICE 'lead outcomes: % closed leads migrated as sold, % as lost (other)', sold_count, lost_count;
END $$;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_outcome_when_closed" CHECK (
  (outcome IS NULL OR (status = 'closed' AND outcome IN ('sold', 'lost')))
  AND (lost_reason IS NULL) = (outcome IS DISTINCT FROM 'lost')
);--> statement-breakpoint

-- What one lead adds to its row, now with `sold` (a closed lead sold: what conversion counts). As in 0025, but the
-- row type ends with the new column.
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
    coalesce(w > 86400, false)::int, 0, (l.status = 'closed' AND l.outcome IS NOT DISTINCT FROM 'sold')::int);
  RETURN c;
END;
$$ LANGUAGE plpgsql STABLE;--> statement-breakpoint

-- As in 0027, with `sold` summed into both tables; a change of outcome alone moves no lead between statuses but
-- still reaches the totals.
CREATE OR REPLACE FUNCTION lead_day_stats_apply(changed leads[], signs integer[]) RETURNS void AS $$
BEGIN
  WITH x AS (
    SELECT lead_stats_contribution(changed[i]) AS c, signs[i] AS sign FROM generate_subscripts(changed, 1) i
  ), days AS (
    INSERT INTO lead_day_stats AS s (dealership_id, day, source, status, leads, contacted, appointments, shown,
      answered, within_5m, within_1h, b_1m, b_5m, b_15m, b_1h, b_4h, b_24h, b_later, slot, sold)
    SELECT (c).dealership_id, (c).day, (c).source, (c).status,
      sum(sign * (c).leads), sum(sign * (c).contacted), sum(sign * (c).appointments), sum(sign * (c).shown),
      sum(sign * (c).answered), sum(sign * (c).within_5m), sum(sign * (c).within_1h), sum(sign * (c).b_1m),
      sum(sign * (c).b_5m), sum(sign * (c).b_15m), sum(sign * (c).b_1h), sum(sign * (c).b_4h),
      sum(sign * (c).b_24h), sum(sign * (c).b_later), lead_stats_slot(), sum(sign * (c).sold)
    FROM x
    WHERE (c).dealership_id IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (dealership_id, day, source, status, slot) DO UPDATE SET
      leads = s.leads + excluded.leads, contacted = s.contacted + excluded.contacted,
      appointments = s.appointments + excluded.appointments, shown = s.shown + excluded.shown,
      answered = s.answered + excluded.answered, within_5m = s.within_5m + excluded.within_5m,
      within_1h = s.within_1h + excluded.within_1h, b_1m = s.b_1m + excluded.b_1m, b_5m = s.b_5m + excluded.b_5m,
      b_15m = s.b_15m + excluded.b_15m, b_1h = s.b_1h + excluded.b_1h, b_4h = s.b_4h + excluded.b_4h,
      b_24h = s.b_24h + excluded.b_24h, b_later = s.b_later + excluded.b_later, sold = s.sold + excluded.sold
    RETURNING 1
  )
  INSERT INTO lead_status_totals AS t (dealership_id, status, slot, leads, sold)
  SELECT (c).dealership_id, (c).status, lead_stats_slot(), sum(sign * (c).leads), sum(sign * (c).sold) FROM x
  WHERE (c).dealership_id IS NOT NULL
  GROUP BY 1, 2
  HAVING sum(sign * (c).leads) <> 0 OR sum(sign * (c).sold) <> 0
  ON CONFLICT (dealership_id, status, slot) DO UPDATE SET leads = t.leads + excluded.leads, sold = t.sold + excluded.sold;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

-- The outcome is counted now: its change moves the lead's contribution like a status change.
DROP TRIGGER leads_update_day_stats ON leads;--> statement-breakpoint
CREATE TRIGGER leads_update_day_stats AFTER UPDATE ON leads FOR EACH ROW
  WHEN ((OLD.dealership_id, OLD.created_at, OLD.source, OLD.status, OLD.outcome, OLD.is_test, OLD.first_response_at)
    IS DISTINCT FROM (NEW.dealership_id, NEW.created_at, NEW.source, NEW.status, NEW.outcome, NEW.is_test,
      NEW.first_response_at))
  EXECUTE FUNCTION leads_move_day_stats();--> statement-breakpoint

SELECT rebuild_lead_day_stats();
