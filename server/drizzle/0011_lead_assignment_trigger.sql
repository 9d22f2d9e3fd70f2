-- The next owner of a store's lead under its rule: among the store's users who are on the floor (available), under
-- the cap of open leads each, balanced = the fewest open leads, round robin = the next after the last one chosen
-- (by id, wrapping round). Open = any status but closed; test leads do not count.
CREATE OR REPLACE FUNCTION lead_next_assignee(
  p_dealership integer, p_mode text, p_cap integer, p_after integer, p_exclude integer
) RETURNS integer AS $$
  WITH candidates AS (
    SELECT u.id,
      (SELECT count(*) FROM leads l
        WHERE l.assigned_user_id = u.id AND l.status <> 'closed' AND NOT l.is_test) AS open_leads
    FROM users u JOIN user_dealerships ud ON ud.user_id = u.id AND ud.dealership_id = p_dealership
    WHERE u.available AND u.id IS DISTINCT FROM p_exclude
  )
  SELECT id FROM candidates
  WHERE p_cap IS NULL OR open_leads < p_cap
  ORDER BY
    CASE WHEN p_mode = 'balanced' THEN open_leads ELSE 0 END,
    CASE WHEN p_mode = 'round_robin' AND id <= coalesce(p_after, 0) THEN 1 ELSE 0 END,
    id
  LIMIT 1
$$ LANGUAGE sql VOLATILE;
--> statement-breakpoint
-- Every intake path (Add Lead, capture form, webhooks, CSV import, the one-trip capture statement) inserts into
-- leads: the owner is chosen here, in the intake's own transaction. Manual stores (no rule row, the default) cost
-- one primary-key probe. The rule row is locked so that concurrent intakes of one store take turns in order.
CREATE OR REPLACE FUNCTION leads_assign_on_insert() RETURNS trigger AS $$
DECLARE
  rule lead_assignment_rules%ROWTYPE;
  chosen integer;
BEGIN
  IF NEW.assigned_user_id IS NOT NULL OR NEW.is_test OR NEW.status = 'closed' THEN
    RETURN NEW;
  END IF;
  SELECT * INTO rule FROM lead_assignment_rules
    WHERE dealership_id = NEW.dealership_id AND mode <> 'manual' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  chosen := lead_next_assignee(NEW.dealership_id, rule.mode, rule.max_open_leads, rule.last_assigned_user_id, NULL);
  IF chosen IS NOT NULL THEN
    NEW.assigned_user_id := chosen;
    NEW.assigned_at := now();
    UPDATE lead_assignment_rules SET last_assigned_user_id = chosen WHERE dealership_id = NEW.dealership_id;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER leads_assign_on_insert BEFORE INSERT ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_assign_on_insert();
