-- Deactivated people are never chosen, even if they were on the floor when they left.
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
    WHERE u.available AND u.deactivated_at IS NULL AND u.id IS DISTINCT FROM p_exclude
  )
  SELECT id FROM candidates
  WHERE p_cap IS NULL OR open_leads < p_cap
  ORDER BY
    CASE WHEN p_mode = 'balanced' THEN open_leads ELSE 0 END,
    CASE WHEN p_mode = 'round_robin' AND id <= coalesce(p_after, 0) THEN 1 ELSE 0 END,
    id
  LIMIT 1
$$ LANGUAGE sql VOLATILE;
