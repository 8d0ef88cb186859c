-- Keeps the analytics running totals (0018, decision 0116) in step with the rows they count, in the
-- writing transaction. Inserts and updates are counted after the row is written (an insert that
-- turned into ON CONFLICT DO NOTHING never counts); deletes before the row goes, so a cascade that
-- removes an enrolment and its progress in either order still finds what it must subtract.

CREATE FUNCTION analytics_month(moment timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('month', moment AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
CREATE FUNCTION analytics_count_enrolment(course uuid, enrolled timestamptz, sign int)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO course_enrolment_months AS t (course_id, month, enrolments)
    SELECT course, analytics_month(enrolled), sign WHERE EXISTS (SELECT 1 FROM courses WHERE id = course)
  ON CONFLICT (course_id, month) DO UPDATE SET enrolments = t.enrolments + excluded.enrolments
$$;
--> statement-breakpoint
-- Progress counts only while its student is enrolled: the caller passes the rows that count.
CREATE FUNCTION analytics_count_progress(course uuid, lesson uuid, started int, completed int)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO course_lesson_counts AS t (course_id, lesson_id, started, completed)
    SELECT course, lesson, started, completed
     WHERE (started <> 0 OR completed <> 0)
       AND EXISTS (SELECT 1 FROM courses WHERE id = course)
       AND EXISTS (SELECT 1 FROM course_lessons WHERE id = lesson)
  ON CONFLICT (course_id, lesson_id) DO UPDATE
    SET started = t.started + excluded.started, completed = t.completed + excluded.completed
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_count_stars(course uuid, stars int, sign int) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO course_star_counts AS t (course_id, stars, reviews)
    SELECT course, stars, sign WHERE EXISTS (SELECT 1 FROM courses WHERE id = course)
  ON CONFLICT (course_id, stars) DO UPDATE SET reviews = t.reviews + excluded.reviews
$$;
--> statement-breakpoint
-- An order's share for each of its courses: the course's lines over all its lines, times what the
-- order says was paid, so a discount on the whole order is spread over its courses. The lines are
-- the order's current ones, less `without` and plus `plus`: what they were before lines changed.
-- Statuses are compared as text: 'refunded' may have been added by a migration of the same
-- transaction, and PostgreSQL refuses an enum value before it is committed.
CREATE FUNCTION analytics_count_order(o orders, sign int, without uuid[], plus order_items[])
  RETURNS void LANGUAGE sql AS $$
  WITH line AS (
    SELECT course_id, price_cents FROM order_items
     WHERE order_id = o.id AND NOT (id = ANY (coalesce(without, '{}')))
    UNION ALL
    SELECT course_id, price_cents FROM unnest(plus) WHERE order_id = o.id
  ), whole AS (SELECT sum(price_cents) AS cents FROM line)
  INSERT INTO course_revenue_months AS t (course_id, month, status, cents, orders)
    SELECT line.course_id, analytics_month(o.paid_at), o.status,
           sign * coalesce(sum(line.price_cents)::numeric * o.total_cents / nullif(max(whole.cents), 0), 0),
           sign
      FROM line CROSS JOIN whole
     WHERE o.status::text IN ('paid', 'refunded') AND o.paid_at IS NOT NULL
       AND EXISTS (SELECT 1 FROM courses WHERE id = line.course_id)
     GROUP BY line.course_id
  ON CONFLICT (course_id, month, status) DO UPDATE
    SET cents = t.cents + excluded.cents, orders = t.orders + excluded.orders
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_enrolment_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_count_enrolment(OLD.course_id, OLD.created_at, -1);
    PERFORM analytics_count_progress(OLD.course_id, p.lesson_id, -1, -(p.completed::int))
       FROM lesson_progress p WHERE p.user_id = OLD.user_id AND p.course_id = OLD.course_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_count_enrolment(NEW.course_id, NEW.created_at, 1);
    PERFORM analytics_count_progress(NEW.course_id, p.lesson_id, 1, p.completed::int)
       FROM lesson_progress p WHERE p.user_id = NEW.user_id AND p.course_id = NEW.course_id;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_progress_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND EXISTS (
    SELECT 1 FROM enrollments WHERE user_id = OLD.user_id AND course_id = OLD.course_id
  ) THEN
    PERFORM analytics_count_progress(OLD.course_id, OLD.lesson_id, -1, -(OLD.completed::int));
  END IF;
  IF TG_OP <> 'DELETE' AND EXISTS (
    SELECT 1 FROM enrollments WHERE user_id = NEW.user_id AND course_id = NEW.course_id
  ) THEN
    PERFORM analytics_count_progress(NEW.course_id, NEW.lesson_id, 1, NEW.completed::int);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_review_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_count_stars(OLD.course_id, OLD.rating, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM analytics_count_stars(NEW.course_id, NEW.rating, 1); END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_order_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM analytics_count_order(OLD, -1, NULL, NULL); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM analytics_count_order(NEW, 1, NULL, NULL); END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
-- Lines written to an order already paid change the order's shares: take away what they were and
-- add what they are. Counted once per statement, as its lines' shares depend on one another.
CREATE FUNCTION analytics_order_lines_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  written uuid[];
  earlier order_items[];
  touched uuid[];
BEGIN
  SELECT array_agg(id), array_agg(DISTINCT order_id) INTO written, touched FROM added;
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(r), touched || array_agg(DISTINCT r.order_id) INTO earlier, touched
      FROM removed r;
  END IF;
  FOR o IN SELECT * FROM orders WHERE id = ANY (touched) LOOP
    PERFORM analytics_count_order(o, -1, written, earlier);
    PERFORM analytics_count_order(o, 1, NULL, NULL);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A line removed with its order is already accounted for by the order's own delete.
CREATE FUNCTION analytics_order_line_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
BEGIN
  FOR o IN SELECT * FROM orders WHERE id = OLD.order_id LOOP
    PERFORM analytics_count_order(o, -1, NULL, NULL);
    PERFORM analytics_count_order(o, 1, ARRAY[OLD.id], NULL);
  END LOOP;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_enrolment_added AFTER INSERT ON enrollments
  FOR EACH ROW EXECUTE FUNCTION analytics_enrolment_written();
--> statement-breakpoint
CREATE TRIGGER analytics_enrolment_changed AFTER UPDATE ON enrollments
  FOR EACH ROW WHEN (
    OLD.user_id <> NEW.user_id OR OLD.course_id <> NEW.course_id OR OLD.created_at <> NEW.created_at
  ) EXECUTE FUNCTION analytics_enrolment_written();
--> statement-breakpoint
CREATE TRIGGER analytics_enrolment_removed BEFORE DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION analytics_enrolment_written();
--> statement-breakpoint
CREATE TRIGGER analytics_progress_added AFTER INSERT ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION analytics_progress_written();
--> statement-breakpoint
CREATE TRIGGER analytics_progress_changed AFTER UPDATE ON lesson_progress
  FOR EACH ROW WHEN (
    OLD.completed <> NEW.completed OR OLD.user_id <> NEW.user_id
    OR OLD.course_id <> NEW.course_id OR OLD.lesson_id <> NEW.lesson_id
  ) EXECUTE FUNCTION analytics_progress_written();
--> statement-breakpoint
CREATE TRIGGER analytics_progress_removed BEFORE DELETE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION analytics_progress_written();
--> statement-breakpoint
CREATE TRIGGER analytics_review_added AFTER INSERT ON course_reviews
  FOR EACH ROW EXECUTE FUNCTION analytics_review_written();
--> statement-breakpoint
CREATE TRIGGER analytics_review_changed AFTER UPDATE ON course_reviews
  FOR EACH ROW WHEN (OLD.course_id <> NEW.course_id OR OLD.rating <> NEW.rating)
  EXECUTE FUNCTION analytics_review_written();
--> statement-breakpoint
CREATE TRIGGER analytics_review_removed BEFORE DELETE ON course_reviews
  FOR EACH ROW EXECUTE FUNCTION analytics_review_written();
--> statement-breakpoint
CREATE TRIGGER analytics_order_added AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION analytics_order_written();
--> statement-breakpoint
CREATE TRIGGER analytics_order_changed AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    OLD.status <> NEW.status OR OLD.total_cents <> NEW.total_cents
    OR OLD.paid_at IS DISTINCT FROM NEW.paid_at
  ) EXECUTE FUNCTION analytics_order_written();
--> statement-breakpoint
CREATE TRIGGER analytics_order_removed BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION analytics_order_written();
--> statement-breakpoint
CREATE TRIGGER analytics_order_lines_added AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_lines_written();
--> statement-breakpoint
CREATE TRIGGER analytics_order_lines_changed AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_lines_written();
--> statement-breakpoint
CREATE TRIGGER analytics_order_line_removed BEFORE DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION analytics_order_line_removed();
--> statement-breakpoint
-- Counts every total again from the rows: once here, for a database that already held data, and
-- after a bulk load made with the triggers switched off (session_replication_role = replica).
CREATE FUNCTION analytics_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM course_enrolment_months;
  DELETE FROM course_lesson_counts;
  DELETE FROM course_revenue_months;
  DELETE FROM course_star_counts;
  INSERT INTO course_enrolment_months (course_id, month, enrolments)
    SELECT course_id, analytics_month(created_at), count(*) FROM enrollments GROUP BY 1, 2;
  INSERT INTO course_lesson_counts (course_id, lesson_id, started, completed)
    SELECT p.course_id, p.lesson_id, count(*), count(*) FILTER (WHERE p.completed)
      FROM lesson_progress p
      JOIN enrollments e ON e.user_id = p.user_id AND e.course_id = p.course_id
     GROUP BY 1, 2;
  INSERT INTO course_star_counts (course_id, stars, reviews)
    SELECT course_id, rating, count(*) FROM course_reviews GROUP BY 1, 2;
  INSERT INTO course_revenue_months (course_id, month, status, cents, orders)
    SELECT i.course_id, analytics_month(o.paid_at), o.status,
           coalesce(sum(i.price_cents::numeric * o.total_cents / nullif(w.cents, 0)), 0),
           count(DISTINCT o.id)
      FROM order_items i
      JOIN orders o ON o.id = i.order_id
      JOIN (SELECT order_id, sum(price_cents) AS cents FROM order_items GROUP BY order_id) w
        ON w.order_id = o.id
     WHERE o.status::text IN ('paid', 'refunded') AND o.paid_at IS NOT NULL
     GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT analytics_recount();
