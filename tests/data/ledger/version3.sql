-- A personal ledger at schema version 3 (RentPlan before planned_hours), as `rentplan ledger add` of
-- that version wrote it, dumped with `sqlite3 FILE .dump`: one job recorded from a plan phase.
-- tst_ledgerdb loads it to test the upgrade to version 4.
PRAGMA application_id = 1380994119;
PRAGMA user_version = 3;
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE jobs (
        date TEXT NOT NULL CHECK (length(date) = 10),
        provider TEXT NOT NULL DEFAULT '',
        card TEXT NOT NULL CHECK (card <> ''),
        cards INTEGER NOT NULL CHECK (cards >= 1),
        billing_mode TEXT NOT NULL DEFAULT '',
        billed_hours REAL NOT NULL CHECK (billed_hours > 0),
        busy_hours REAL CHECK (busy_hours >= 0 AND busy_hours <= billed_hours),
        cost REAL NOT NULL CHECK (cost >= 0),
        currency TEXT NOT NULL DEFAULT '',
        task TEXT NOT NULL DEFAULT '',
        model TEXT NOT NULL DEFAULT '',
        result TEXT NOT NULL DEFAULT '',
        tags TEXT NOT NULL DEFAULT '',
        notes TEXT NOT NULL DEFAULT '',
        id INTEGER PRIMARY KEY, plan TEXT, phase TEXT, planned_cost REAL CHECK (planned_cost >= 0));
INSERT INTO jobs VALUES('2024-05-01','','h100-sxm',8,'',13.0,NULL,260.0,'','full_training','','','','',1,'calib-demo','p01',200.0);
CREATE TABLE imports (
        id INTEGER PRIMARY KEY,
        sha256 TEXT NOT NULL,
        file_name TEXT NOT NULL,
        imported_at TEXT NOT NULL,
        rows INTEGER NOT NULL);
CREATE TABLE job_totals (
        month TEXT NOT NULL,
        card TEXT NOT NULL,
        provider TEXT NOT NULL,
        currency TEXT NOT NULL,
        jobs INTEGER NOT NULL,
        cost REAL NOT NULL,
        card_hours REAL NOT NULL,
        busy_card_hours REAL NOT NULL,
        idle_cost REAL NOT NULL,
        PRIMARY KEY (month, card, provider, currency)) WITHOUT ROWID;
INSERT INTO job_totals VALUES('2024-05','h100-sxm','','',1,260.0,104.0,104.0,0.0);
CREATE INDEX jobs_date ON jobs (date);
CREATE INDEX imports_sha256 ON imports (sha256);
CREATE INDEX jobs_plan ON jobs (plan, phase) WHERE plan IS NOT NULL;
CREATE TRIGGER jobs_totals_insert AFTER INSERT ON jobs BEGIN 
    INSERT INTO job_totals VALUES (substr(NEW.date, 1, 7), NEW.card, NEW.provider, NEW.currency, 1, NEW.cost,
        NEW.cards * NEW.billed_hours, NEW.cards * coalesce(NEW.busy_hours, NEW.billed_hours),
        NEW.cost * (NEW.billed_hours - coalesce(NEW.busy_hours, NEW.billed_hours)) / NEW.billed_hours)
    ON CONFLICT (month, card, provider, currency) DO UPDATE SET jobs = jobs + 1, cost = cost + excluded.cost,
        card_hours = card_hours + excluded.card_hours, busy_card_hours = busy_card_hours + excluded.busy_card_hours,
        idle_cost = idle_cost + excluded.idle_cost; END;
CREATE TRIGGER jobs_totals_delete AFTER DELETE ON jobs BEGIN 
    UPDATE job_totals SET jobs = jobs - 1, cost = cost - OLD.cost,
        card_hours = card_hours - OLD.cards * OLD.billed_hours,
        busy_card_hours = busy_card_hours - OLD.cards * coalesce(OLD.busy_hours, OLD.billed_hours),
        idle_cost = idle_cost - OLD.cost * (OLD.billed_hours - coalesce(OLD.busy_hours, OLD.billed_hours)) / OLD.billed_hours
    WHERE month = substr(OLD.date, 1, 7) AND card = OLD.card AND provider = OLD.provider AND currency = OLD.currency;
    DELETE FROM job_totals WHERE month = substr(OLD.date, 1, 7) AND card = OLD.card AND provider = OLD.provider
        AND currency = OLD.currency AND jobs <= 0; END;
CREATE TRIGGER jobs_totals_update AFTER UPDATE OF date, card, provider, currency, cards, billed_hours, busy_hours, cost ON jobs BEGIN 
    UPDATE job_totals SET jobs = jobs - 1, cost = cost - OLD.cost,
        card_hours = card_hours - OLD.cards * OLD.billed_hours,
        busy_card_hours = busy_card_hours - OLD.cards * coalesce(OLD.busy_hours, OLD.billed_hours),
        idle_cost = idle_cost - OLD.cost * (OLD.billed_hours - coalesce(OLD.busy_hours, OLD.billed_hours)) / OLD.billed_hours
    WHERE month = substr(OLD.date, 1, 7) AND card = OLD.card AND provider = OLD.provider AND currency = OLD.currency;
    DELETE FROM job_totals WHERE month = substr(OLD.date, 1, 7) AND card = OLD.card AND provider = OLD.provider
        AND currency = OLD.currency AND jobs <= 0;
    INSERT INTO job_totals VALUES (substr(NEW.date, 1, 7), NEW.card, NEW.provider, NEW.currency, 1, NEW.cost,
        NEW.cards * NEW.billed_hours, NEW.cards * coalesce(NEW.busy_hours, NEW.billed_hours),
        NEW.cost * (NEW.billed_hours - coalesce(NEW.busy_hours, NEW.billed_hours)) / NEW.billed_hours)
    ON CONFLICT (month, card, provider, currency) DO UPDATE SET jobs = jobs + 1, cost = cost + excluded.cost,
        card_hours = card_hours + excluded.card_hours, busy_card_hours = busy_card_hours + excluded.busy_card_hours,
        idle_cost = idle_cost + excluded.idle_cost; END;
COMMIT;
