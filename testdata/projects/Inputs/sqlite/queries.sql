-- Runs in SQLite's shell (sqlite3 < queries.sql) on an in-memory database.
-- Every result is deterministic: no random(), no dates, no file names.
.headers off
.mode list
.separator |

.print == tables
CREATE TABLE dept(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE emp(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  dept INTEGER REFERENCES dept(id),
  salary INTEGER NOT NULL,
  boss INTEGER REFERENCES emp(id));
CREATE INDEX emp_dept ON emp(dept, salary);
INSERT INTO dept(id, name) VALUES (1, 'compilers'), (2, 'runtime'), (3, 'docs'), (4, 'empty');
INSERT INTO emp(id, name, dept, salary, boss) VALUES
  (1, 'ada', 1, 9000, NULL),
  (2, 'bob', 1, 7000, 1),
  (3, 'cyd', 1, 7000, 2),
  (4, 'dee', 2, 6500, 1),
  (5, 'eve', 2, 5200, 4),
  (6, 'fay', 3, 4100, 1),
  (7, 'gus', 3, 4300, 6),
  (8, 'hal', NULL, 3000, 7);
SELECT count(*), sum(salary), min(salary), max(salary) FROM emp;
SELECT name FROM sqlite_schema WHERE type = 'index' AND name NOT LIKE 'sqlite_%';

.print == join
SELECT e.name, d.name FROM emp e JOIN dept d ON d.id = e.dept ORDER BY e.id;
.print == left join
SELECT d.name, count(e.id) FROM dept d LEFT JOIN emp e ON e.dept = d.id
GROUP BY d.id ORDER BY d.id;
.print == self join
SELECT e.name, b.name FROM emp e LEFT JOIN emp b ON b.id = e.boss ORDER BY e.id;

.print == aggregate
SELECT coalesce(d.name, '(none)'), count(*), sum(e.salary), printf('%.2f', avg(e.salary)),
       group_concat(e.name, ',')
FROM emp e LEFT JOIN dept d ON d.id = e.dept
GROUP BY e.dept ORDER BY sum(e.salary) DESC;
.print == having
SELECT dept, count(*) FROM emp GROUP BY dept HAVING count(*) >= 2 ORDER BY dept;
.print == subquery
SELECT name FROM emp WHERE salary > (SELECT avg(salary) FROM emp) ORDER BY name;
.print == window
SELECT name, salary,
       rank() OVER (PARTITION BY dept ORDER BY salary DESC),
       sum(salary) OVER (ORDER BY id ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)
FROM emp WHERE dept IS NOT NULL ORDER BY id;

.print == recursive cte: chain of command
WITH RECURSIVE chain(id, name, depth, path) AS (
  SELECT id, name, 0, name FROM emp WHERE boss IS NULL
  UNION ALL
  SELECT e.id, e.name, c.depth + 1, c.path || '/' || e.name
  FROM emp e JOIN chain c ON e.boss = c.id)
SELECT depth, path FROM chain ORDER BY path;
.print == recursive cte: numbers
WITH RECURSIVE n(i, fib, next) AS (
  SELECT 1, 0, 1
  UNION ALL
  SELECT i + 1, next, fib + next FROM n WHERE i < 60)
SELECT i, fib FROM n WHERE i % 10 = 0;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
SELECT count(*), sum(i), sum(i * i) % 1000000007, total(1.0 / i) FROM n;
.print == recursive cte: mandelbrot
WITH RECURSIVE
  xaxis(x) AS (VALUES(-2.0) UNION ALL SELECT x + 0.05 FROM xaxis WHERE x < 1.2),
  yaxis(y) AS (VALUES(-1.0) UNION ALL SELECT y + 0.1 FROM yaxis WHERE y < 1.0),
  m(iter, cx, cy, x, y) AS (
    SELECT 0, x, y, 0.0, 0.0 FROM xaxis, yaxis
    UNION ALL
    SELECT iter + 1, cx, cy, x * x - y * y + cx, 2.0 * x * y + cy FROM m
    WHERE (x * x + y * y) < 4.0 AND iter < 28),
  m2(iter, cx, cy) AS (SELECT max(iter), cx, cy FROM m GROUP BY cx, cy),
  a(t) AS (
    SELECT group_concat(substr(' .+*#', 1 + min(iter / 7, 4), 1), '')
    FROM m2 GROUP BY cy)
SELECT group_concat(rtrim(t), x'0a') FROM a;

.print == transaction rolled back
BEGIN;
INSERT INTO emp(id, name, dept, salary, boss) VALUES (9, 'ivy', 4, 8000, 1);
UPDATE emp SET salary = salary * 2 WHERE dept = 1;
DELETE FROM emp WHERE dept = 3;
SELECT count(*), sum(salary) FROM emp;
ROLLBACK;
SELECT count(*), sum(salary) FROM emp;
.print == transaction committed, with a savepoint rolled back
BEGIN;
UPDATE emp SET salary = salary + 100 WHERE dept = 2;
SAVEPOINT sp;
DELETE FROM emp;
SELECT count(*) FROM emp;
ROLLBACK TO sp;
RELEASE sp;
COMMIT;
SELECT name, salary FROM emp WHERE dept = 2 ORDER BY id;

.print == constraints
INSERT OR IGNORE INTO dept(id, name) VALUES (5, 'compilers');
INSERT INTO dept(id, name) VALUES (1, 'again') ON CONFLICT(id) DO UPDATE SET name = name || '!';
SELECT id, name FROM dept ORDER BY id;

.print == functions
SELECT upper('loop') || lower('CC'), length('transform'), substr('vectorize', 1, 6),
       replace('unroll(2)', '2', '4'), instr('unroll_and_jam', 'jam'),
       hex('AB'), quote('it''s'), typeof(1), typeof(1.5), typeof('x'), typeof(NULL);
SELECT 7 / 2, 7 % 3, -7 / 2, 7.0 / 2, 1 << 40, 9223372036854775807 + 0, abs(-5), round(2.675, 2);
SELECT printf('%d %5.3f %e %x %s', 42, 3.14159265, 1234.5, 255, 'str');
SELECT json_object('a', 1, 'b', json_array(1, 2, 3)),
       json_extract('{"x": {"y": [10, 20, 30]}}', '$.x.y[1]');
SELECT value FROM json_each('[3, 1, 2]') ORDER BY value;
