#pragma once

// The ledger suites that test shared behaviour run once per back end (docs/team-ledger.md):
// the personal SQLite file and the team ledger on the throwaway PostgreSQL
// cluster (PgTestServer). Each suite adds the rows in initTestCase_data() and
// opens fresh ledgers through FreshLedgers (made in init() from the row's
// backend), so every test function runs twice.
#include "tests/PgTestServer.h"

#include "models/ledger/LedgerDb.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

inline void addLedgerBackends()
{
    QTest::addColumn<QString>("backend");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

class FreshLedgers {
public:
    // `backend`: the running row's, from QFETCH_GLOBAL(QString, backend) in init().
    explicit FreshLedgers(const QString& backend)
        : m_postgres(backend == u"postgresql")
    {
    }
    bool postgres() const { return m_postgres; }

    // A new, empty ledger of the current back end: a file in a temporary folder, or a
    // new database with the team ledger created in it.
    std::unique_ptr<rp::LedgerDb> open(const QString& name)
    {
        return std::make_unique<rp::LedgerDb>(location(name), rp::LedgerDb::Mode::Init);
    }
    // Where open() would make it (for a second connection or a command-line run): the
    // file path, or the database's URI. Created the first time it is asked for.
    QString location(const QString& name)
    {
        if (!postgres())
            return m_dir.filePath(name + QStringLiteral(".sqlite"));
        if (!m_databases.contains(name))
            m_databases.insert(name, m_pg.uri(m_pg.createDatabase(name)));
        return m_databases.value(name);
    }
    bool ready() const { return !postgres() || m_pg.ready(); }
    // Close every ledger opened through this object first; WITH (FORCE) ends stragglers.
    ~FreshLedgers()
    {
        for (auto it = m_databases.cbegin(); it != m_databases.cend(); ++it)
            m_pg.dropDatabase(QUrl(it.value()).path().mid(1));
    }

private:
    bool m_postgres;
    QTemporaryDir m_dir;
    PgTestServer m_pg;
    QHash<QString, QString> m_databases;
};
