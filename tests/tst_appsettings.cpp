// The typed settings wrapper's named records, and the team ledger's connection profiles kept in them.
#include "models/common/AppSettings.h"
#include "models/ledger/LedgerLocation.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace rp;

class TestAppSettings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_appsettings"));
        QSettings().clear();
    }

    void recordsAreReplacedWholeAndRemoved()
    {
        using G = AppSettings::Group;
        QVERIFY(AppSettings::recordNames(G::LedgerProfiles).isEmpty());
        QVERIFY(AppSettings::record(G::LedgerProfiles, QStringLiteral("team")).isEmpty());
        AppSettings::setRecord(G::LedgerProfiles, QStringLiteral("team"),
            { { QStringLiteral("host"), QStringLiteral("db.example.org") }, { QStringLiteral("note"), 1 } });
        AppSettings::setRecord(G::LedgerProfiles, QStringLiteral("team"),
            { { QStringLiteral("host"), QStringLiteral("db2.example.org") } });
        const QVariantMap team = AppSettings::record(G::LedgerProfiles, QStringLiteral("team"));
        QCOMPARE(team.value(QStringLiteral("host")).toString(), QStringLiteral("db2.example.org"));
        QVERIFY(!team.contains(QStringLiteral("note"))); // the second record replaced the first whole
        QCOMPARE(AppSettings::recordNames(G::LedgerProfiles), QStringList { QStringLiteral("team") });
        // Stored where older versions kept the profiles.
        QCOMPARE(QSettings().value(QStringLiteral("ledgerProfiles/team/host")).toString(),
            QStringLiteral("db2.example.org"));
        AppSettings::removeRecord(G::LedgerProfiles, QStringLiteral("team"));
        QVERIFY(AppSettings::recordNames(G::LedgerProfiles).isEmpty());
    }

    void profilesRoundTripWithoutThePassword()
    {
        PgConnection c;
        c.host = QStringLiteral("10.0.0.5");
        c.port = 6543;
        c.database = QStringLiteral("ledger");
        c.user = QStringLiteral("ana");
        c.password = QStringLiteral("secret");
        c.sslMode = QStringLiteral("require");
        c.connectTimeoutSeconds = 7;
        ledger_profiles::save(QStringLiteral("office"), c);
        const std::optional<PgConnection> back = ledger_profiles::load(QStringLiteral("office"));
        QVERIFY(back);
        QCOMPARE(back->host, c.host);
        QCOMPARE(back->port, 6543);
        QCOMPARE(back->database, c.database);
        QCOMPARE(back->user, c.user);
        QCOMPARE(back->sslMode, c.sslMode);
        QCOMPARE(back->connectTimeoutSeconds, 7);
        QVERIFY(back->password.isEmpty());
        QSettings settings;
        for (const QString& key : settings.allKeys())
            QVERIFY2(!settings.value(key).toString().contains(u"secret"), qPrintable(key));
        QVERIFY(!ledger_profiles::load(QStringLiteral("nobody")));
        ledger_profiles::remove(QStringLiteral("office"));
        QVERIFY(ledger_profiles::names().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
