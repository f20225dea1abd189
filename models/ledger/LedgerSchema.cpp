#include "models/ledger/LedgerSchema.h"

#include "models/common/InputError.h"
#include "models/ledger/LedgerDb.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>

#include <iterator>

namespace rp::ledger_schema {

namespace {

// Version 1: the jobs and the files they came from. The CSV columns come first
// and in file order, so `sqlite3 .import` lines up with the table (benchmark).
const char* const kStep1[] = {
    R"(CREATE TABLE jobs (
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
        id INTEGER PRIMARY KEY))",
    "CREATE INDEX jobs_date ON jobs (date)",
    R"(CREATE TABLE imports (
        id INTEGER PRIMARY KEY,
        sha256 TEXT NOT NULL,
        file_name TEXT NOT NULL,
        imported_at TEXT NOT NULL,
        rows INTEGER NOT NULL))",
    "CREATE INDEX imports_sha256 ON imports (sha256)",
};

// Idle cost of a job = cost × (billed − busy) / billed (README.md, idle_cost); unknown busy hours = no idle time.
const char kAddNew[] = R"(
    INSERT INTO job_totals VALUES (substr(NEW.date, 1, 7), NEW.card, NEW.provider, 1, NEW.cost,
        NEW.cards * NEW.billed_hours, NEW.cards * coalesce(NEW.busy_hours, NEW.billed_hours),
        NEW.cost * (NEW.billed_hours - coalesce(NEW.busy_hours, NEW.billed_hours)) / NEW.billed_hours)
    ON CONFLICT (month, card, provider) DO UPDATE SET jobs = jobs + 1, cost = cost + excluded.cost,
        card_hours = card_hours + excluded.card_hours, busy_card_hours = busy_card_hours + excluded.busy_card_hours,
        idle_cost = idle_cost + excluded.idle_cost;)";
const char kSubtractOld[] = R"(
    UPDATE job_totals SET jobs = jobs - 1, cost = cost - OLD.cost,
        card_hours = card_hours - OLD.cards * OLD.billed_hours,
        busy_card_hours = busy_card_hours - OLD.cards * coalesce(OLD.busy_hours, OLD.billed_hours),
        idle_cost = idle_cost - OLD.cost * (OLD.billed_hours - coalesce(OLD.busy_hours, OLD.billed_hours)) / OLD.billed_hours
    WHERE month = substr(OLD.date, 1, 7) AND card = OLD.card AND provider = OLD.provider;
    DELETE FROM job_totals WHERE month = substr(OLD.date, 1, 7) AND card = OLD.card AND provider = OLD.provider AND jobs <= 0;)";

// Version 2: jobs remember the plan phase they realized, and per-month totals by
// card and provider are kept by triggers, so statistics over a million jobs read
// a few thousand rows. Months, not days: the table stays small enough to sit in
// SQLite's page cache, which keeps the trigger cheap during a large import.
const char* const kStep2[] = {
    "ALTER TABLE jobs ADD COLUMN plan TEXT",
    "ALTER TABLE jobs ADD COLUMN phase TEXT",
    "ALTER TABLE jobs ADD COLUMN planned_cost REAL CHECK (planned_cost >= 0)",
    "CREATE INDEX jobs_plan ON jobs (plan, phase) WHERE plan IS NOT NULL",
    R"(CREATE TABLE job_totals (
        month TEXT NOT NULL,
        card TEXT NOT NULL,
        provider TEXT NOT NULL,
        jobs INTEGER NOT NULL,
        cost REAL NOT NULL,
        card_hours REAL NOT NULL,
        busy_card_hours REAL NOT NULL,
        idle_cost REAL NOT NULL,
        PRIMARY KEY (month, card, provider)) WITHOUT ROWID)",
    // Jobs stored by version 1 get their totals now.
    R"(INSERT INTO job_totals SELECT substr(date, 1, 7), card, provider, count(*), sum(cost),
        sum(cards * billed_hours), sum(cards * coalesce(busy_hours, billed_hours)),
        sum(cost * (billed_hours - coalesce(busy_hours, billed_hours)) / billed_hours)
        FROM jobs GROUP BY 1, 2, 3)",
};

// The insert, delete and update triggers that keep job_totals, created just
// before the statement that fills the table from the jobs already stored.
QStringList withTriggers(QStringList statements, const char* add, const char* subtract, const QString& watched)
{
    const QLatin1String addSql(add);
    const QLatin1String subtractSql(subtract);
    statements.insert(statements.size() - 1,
        QStringLiteral("CREATE TRIGGER jobs_totals_insert AFTER INSERT ON jobs BEGIN ") + addSql
            + QStringLiteral(" END"));
    statements.insert(statements.size() - 1,
        QStringLiteral("CREATE TRIGGER jobs_totals_delete AFTER DELETE ON jobs BEGIN ") + subtractSql
            + QStringLiteral(" END"));
    statements.insert(statements.size() - 1,
        QStringLiteral("CREATE TRIGGER jobs_totals_update AFTER UPDATE OF ") + watched
            + QStringLiteral(" ON jobs BEGIN ") + subtractSql + addSql + QStringLiteral(" END"));
    return statements;
}

QStringList statementList(const char* const* begin, const char* const* end)
{
    QStringList statements;
    for (auto it = begin; it != end; ++it)
        statements.append(QLatin1String(*it));
    return statements;
}

QStringList step2()
{
    return withTriggers(statementList(std::begin(kStep2), std::end(kStep2)), kAddNew, kSubtractOld,
        QStringLiteral("date, card, provider, cards, billed_hours, busy_hours, cost"));
}

// Version 3: the totals are kept per currency as well, so statistics never add
// money of different currencies together.
const char kAddNew3[] = R"(
    INSERT INTO job_totals VALUES (substr(NEW.date, 1, 7), NEW.card, NEW.provider, NEW.currency, 1, NEW.cost,
        NEW.cards * NEW.billed_hours, NEW.cards * coalesce(NEW.busy_hours, NEW.billed_hours),
        NEW.cost * (NEW.billed_hours - coalesce(NEW.busy_hours, NEW.billed_hours)) / NEW.billed_hours)
    ON CONFLICT (month, card, provider, currency) DO UPDATE SET jobs = jobs + 1, cost = cost + excluded.cost,
        card_hours = card_hours + excluded.card_hours, busy_card_hours = busy_card_hours + excluded.busy_card_hours,
        idle_cost = idle_cost + excluded.idle_cost;)";
const char kSubtractOld3[] = R"(
    UPDATE job_totals SET jobs = jobs - 1, cost = cost - OLD.cost,
        card_hours = card_hours - OLD.cards * OLD.billed_hours,
        busy_card_hours = busy_card_hours - OLD.cards * coalesce(OLD.busy_hours, OLD.billed_hours),
        idle_cost = idle_cost - OLD.cost * (OLD.billed_hours - coalesce(OLD.busy_hours, OLD.billed_hours)) / OLD.billed_hours
    WHERE month = substr(OLD.date, 1, 7) AND card = OLD.card AND provider = OLD.provider AND currency = OLD.currency;
    DELETE FROM job_totals WHERE month = substr(OLD.date, 1, 7) AND card = OLD.card AND provider = OLD.provider
        AND currency = OLD.currency AND jobs <= 0;)";
const char* const kStep3[] = {
    "DROP TRIGGER jobs_totals_insert",
    "DROP TRIGGER jobs_totals_delete",
    "DROP TRIGGER jobs_totals_update",
    "DROP TABLE job_totals",
    R"(CREATE TABLE job_totals (
        month TEXT NOT NULL,
        card TEXT NOT NULL,
        provider TEXT NOT NULL,
        currency TEXT NOT NULL,
        jobs INTEGER NOT NULL,
        cost REAL NOT NULL,
        card_hours REAL NOT NULL,
        busy_card_hours REAL NOT NULL,
        idle_cost REAL NOT NULL,
        PRIMARY KEY (month, card, provider, currency)) WITHOUT ROWID)",
    R"(INSERT INTO job_totals SELECT substr(date, 1, 7), card, provider, currency, count(*), sum(cost),
        sum(cards * billed_hours), sum(cards * coalesce(busy_hours, billed_hours)),
        sum(cost * (billed_hours - coalesce(busy_hours, billed_hours)) / billed_hours)
        FROM jobs GROUP BY 1, 2, 3, 4)",
};

QStringList step3()
{
    return withTriggers(statementList(std::begin(kStep3), std::end(kStep3)), kAddNew3, kSubtractOld3,
        QStringLiteral("date, card, provider, currency, cards, billed_hours, busy_hours, cost"));
}

// Version 4: a job recorded from a plan phase keeps the phase's planned wall-clock hours,
// so `rentplan calibrate` can compare them with the billed hours (README.md, "Ledger").
const char* const kStep4[] = {
    "ALTER TABLE jobs ADD COLUMN planned_hours REAL CHECK (planned_hours >= 0)",
};

void runStep(LedgerDb& db, const QStringList& statements, int toVersion)
{
    for (const QString& sql : statements)
        db.exec(sql);
    db.exec(QStringLiteral("PRAGMA user_version = %1").arg(toVersion));
}

void runStep(LedgerDb& db, int fromVersion)
{
    switch (fromVersion) {
    case 0:
        runStep(db, statementList(std::begin(kStep1), std::end(kStep1)), 1);
        break;
    case 1:
        runStep(db, step2(), 2);
        break;
    case 2:
        runStep(db, step3(), 3);
        break;
    case 3:
        runStep(db, statementList(std::begin(kStep4), std::end(kStep4)), 4);
        break;
    default:
        Q_UNREACHABLE();
    }
}

} // namespace

void createDb(LedgerDb& db)
{
    WriteTransaction transaction(db);
    db.exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId));
    for (int version = 0; version < kVersion; ++version)
        runStep(db, version);
    transaction.commit();
}

QString updateDb(LedgerDb& db, int fromVersion)
{
    const QString backup = db.path()
        + QStringLiteral(".v%1-backup-%2.sqlite")
              .arg(fromVersion)
              .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QSqlQuery vacuum = db.prepare(QStringLiteral("VACUUM INTO ?"));
    vacuum.addBindValue(backup);
    db.exec(vacuum);

    for (int version = fromVersion; version < kVersion; ++version) {
        try {
            WriteTransaction transaction(db);
            runStep(db, version);
            transaction.commit();
        } catch (const InputException& e) {
            throw InputException({ db.path(), {},
                QCoreApplication::translate("Ledger",
                    "upgrading the ledger from schema version %1 failed and was undone (%2). "
                    "A copy made before the upgrade is at %3.")
                    .arg(version)
                    .arg(e.error().message, backup) });
        }
    }
    return backup;
}

} // namespace rp::ledger_schema
