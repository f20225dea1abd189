#include "models/ledger/JobFields.h"
#include "models/ledger/JobFilter.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerBackend.h"
#include "models/ledger/LedgerLocation.h"

#include <QtTest>

using namespace rp;

// The back end a ledger location opens (LedgerBackend::forLocation) and the SQL each one
// writes where the two dialects differ. What the SQL does is tested by the suites that run
// on both databases (tests/LedgerBackends.h); this pins which dialect a location gets.
class TestLedgerBackend : public QObject {
    Q_OBJECT

private:
    static std::unique_ptr<const LedgerBackend> backendFor(const QString& location)
    {
        return LedgerBackend::forLocation(LedgerLocation::parse(location));
    }

private Q_SLOTS:
    void locationPicksTheBackend_data()
    {
        QTest::addColumn<QString>("location");
        QTest::addColumn<bool>("shared");
        QTest::addColumn<QString>("begin");
        QTest::newRow("file") << QStringLiteral("/home/alice/ledger.sqlite") << false
                              << QStringLiteral("BEGIN IMMEDIATE");
        QTest::newRow("relative file") << QStringLiteral("postgres.sqlite") << false
                                       << QStringLiteral("BEGIN IMMEDIATE");
        QTest::newRow("postgresql uri") << QStringLiteral("postgresql://alice@db.example.com:5433/rentplan") << true
                                        << QStringLiteral("BEGIN");
        QTest::newRow("postgres uri") << QStringLiteral("postgres://localhost/rentplan") << true
                                      << QStringLiteral("BEGIN");
    }
    void locationPicksTheBackend()
    {
        QFETCH(QString, location);
        QFETCH(bool, shared);
        QFETCH(QString, begin);
        const auto backend = backendFor(location);
        QCOMPARE(backend->isShared(), shared);
        QCOMPARE(backend->beginWriteSql(), begin);
        QCOMPARE(backend->stampCount(), shared ? LedgerBackend::kStampCount : 0);
        QCOMPARE(JobStore::columnCount(*backend), 1 + job_fields::kFieldCount + backend->stampCount());
    }

    void filterSpeaksTheDialect()
    {
        JobFilter filter;
        filter.tag = QStringLiteral("gpu");
        filter.recordedBy = QStringLiteral("alice");
        QVariantList sqliteBinds;
        const QString sqlite = filter.sql(&sqliteBinds, *backendFor(QStringLiteral("ledger.sqlite")));
        QCOMPARE(sqlite, QStringLiteral("(';' || replace(tags, ' ', '') || ';') LIKE ? ESCAPE '\\'"));
        QCOMPARE(sqliteBinds, QVariantList { QStringLiteral("%;gpu;%") }); // a file records nobody
        QVariantList pgBinds;
        const QString pg = filter.sql(&pgBinds, *backendFor(QStringLiteral("postgresql://localhost/rentplan")));
        QCOMPARE(pg, QStringLiteral("(';' || replace(tags, ' ', '') || ';') ILIKE ? ESCAPE '\\' AND recorded_by = ?"));
        QCOMPARE(pgBinds, (QVariantList { QStringLiteral("%;gpu;%"), QStringLiteral("alice") }));
    }

    void onlyTheTeamLedgerSelectsStamps()
    {
        const auto sqlite = backendFor(QStringLiteral("ledger.sqlite"));
        const auto pg = backendFor(QStringLiteral("postgresql://localhost/rentplan"));
        QVERIFY(!JobStore::selectColumns(*sqlite).contains(QLatin1String("recorded_by")));
        QVERIFY(JobStore::selectColumns(*pg).endsWith(
            QLatin1String(", updated_by, (extract(epoch FROM updated_at) * 1000)::bigint")));
        QCOMPARE(sqlite->monthOf(QStringLiteral("date")), QStringLiteral("substr(date, 1, 7)"));
        QCOMPARE(pg->monthOf(QStringLiteral("date")), QStringLiteral("to_char(date, 'YYYY-MM')"));
    }
};

QTEST_GUILESS_MAIN(TestLedgerBackend)
#include "tst_ledgerbackend.moc"
