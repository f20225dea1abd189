// The team ledger in the window, against the throwaway PostgreSQL 15 cluster (docs/team-ledger.md):
// "Test connection" reaches the real server and names a wrong one, opening asks for the
// password (TCP login is scram-sha-256) and falls back to asking when no keyring answers, a
// password kept in the keyring (the tests' stand-in, tests/FakeKeyring.h) opens the ledger
// next time without asking, no password reaches the settings, a failed open leaves the open ledger alone, and a
// server killed under the window gives a clear message and a working Reconnect, and
// "My jobs", the Recorded by column and the by-person table follow the database user.
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerLocation.h"
#include "models/ledger/LedgerSession.h"
#include "models/ledger/PgSchema.h"
#include "models/ledger/PgServer.h"
#include "models/qt/JobTableModel.h"
#include "tests/FakeKeyring.h"
#include "tests/GuiTestSetup.h"
#include "tests/PgTestServer.h"
#include "views/common/Dialogs.h"
#include "views/document/PlanController.h"
#include "views/ledger/LedgerPage.h"
#include "views/ledger/TeamLedgerDialog.h"
#include "views/toolkit/ToolkitPage.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace rp;

namespace {

bool anyContains(const QStringList& messages, const QString& part)
{
    for (const QString& m : messages) {
        if (m.contains(part))
            return true;
    }
    return false;
}

QByteArray settingsText()
{
    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestPgTeamGui : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Passwords go to the tests' stand-in, never to the keyring of the desktop running them.
        fake_keyring::install();
        qunsetenv("PGPASSWORD");
        qputenv("PGPASSFILE", QFile::encodeName(m_dir.filePath(QStringLiteral("no-pgpass"))));
        setUpGuiTest(QStringLiteral("tst_pgteamgui"), personalPath());
        QVERIFY(m_pg.ready());
        m_database = m_pg.createDatabase(QStringLiteral("teamgui"));
        QVERIFY(!m_database.isEmpty());
        LedgerDb init(m_pg.uri(m_database), LedgerDb::Mode::Init); // creates the ledger in the empty database
        // A person with a password found nowhere else in the test, so a leak into the settings shows.
        m_user = QStringLiteral("gui_user_%1").arg(QCoreApplication::applicationPid());
        QVERIFY(m_pg.createRole(m_user, m_userPassword));
        QVERIFY(m_pg.exec(m_database,
            QStringLiteral("GRANT ALL ON ALL TABLES IN SCHEMA public TO %1; "
                           "GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO %1")
                .arg(PgTestServer::quoted(m_user))));
    }

    void cleanupTestCase()
    {
        m_pg.dropDatabase(m_database);
        for (const QString& role : QStringList { m_user, m_user + u"_reader", m_user + u"_writer" })
            m_pg.exec(
                QStringLiteral("postgres"), QStringLiteral("DROP ROLE IF EXISTS %1").arg(PgTestServer::quoted(role)));
    }

    void init()
    {
        fake_keyring::install(); // an empty keyring that answers
        Dialogs::takeShownMessages();
        AppSettings::setValue(AppSettings::Key::LedgerPath, personalPath());
    }

    // The real server answers "Test connection"; the worker thread reports back.
    void testConnectionReachesServer()
    {
        TeamLedgerDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.setConnection(pg_uri::parse(m_pg.uri(m_database)));
        QSignalSpy finished(&dialog, &TeamLedgerDialog::testFinished);
        child<QPushButton>(&dialog, "testConnectionButton")->click();
        QVERIFY(finished.wait(20000));
        const QString shown = child<QLabel>(&dialog, "testResultLabel")->text();
        QVERIFY2(finished.first().first().toBool(), qPrintable(shown));
        QVERIFY2(shown.contains(u"15."), qPrintable(shown)); // the server's version: PostgreSQL 15
    }

    // A port where this cluster does not listen: Unreachable, naming 127.0.0.1:PORT.
    void testConnectionWrongPort()
    {
        TeamLedgerDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        PgConnection wrong = pg_uri::parse(m_pg.uri(m_database));
        wrong.port = m_pg.port() == 65535 ? 65534 : m_pg.port() + 1;
        const PgConnectionTest direct = pg_server::test(wrong);
        if (direct.failure != PgFailure::Unreachable)
            QSKIP("something else listens on the port after the cluster's");
        dialog.setConnection(wrong);
        QSignalSpy finished(&dialog, &TeamLedgerDialog::testFinished);
        auto* button = child<QPushButton>(&dialog, "testConnectionButton");
        button->click();
        QVERIFY(!button->isEnabled()); // the click returned while the worker connects
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().toBool(), false);
        const QString shown = child<QLabel>(&dialog, "testResultLabel")->text();
        QVERIFY2(shown.contains(QStringLiteral("127.0.0.1:%1").arg(wrong.port)), qPrintable(shown));
    }

    // No password given, no ~/.pgpass, no keyring: the window asks, opens, and keeps the
    // password out of the settings; "remember" fails cleanly without a keyring.
    void opensAfterAskingForThePassword()
    {
        fake_keyring::keyring().available = false; // as a session without a keyring daemon
        LedgerPage page;
        QVERIFY(page.openDefaultLedger());
        const QString location = m_pg.uri(m_database, m_user, false);
        QVERIFY(!location.contains(m_userPassword));
        Dialogs::addPasswordAnswer(Dialogs::PasswordAnswer { m_userPassword, true });
        QVERIFY(page.openLedger(location));
        const QStringList shown = Dialogs::takeShownMessages();
        QVERIFY2(anyContains(shown, QStringLiteral("asks for the password of %1").arg(m_user)),
            qPrintable(shown.join(u'\n')));
        QVERIFY2(anyContains(shown, u"desktop keyring"_qs),
            qPrintable(shown.join(u'\n'))); // could not keep it: asked next time
        QVERIFY(page.isTeamLedger());
        const QString label = child<QLabel>(&page, "ledgerPathLabel")->text();
        QVERIFY2(label.contains(QStringLiteral("127.0.0.1:%1").arg(m_pg.port())), qPrintable(label));
        QVERIFY2(!label.contains(u"postgresql://"), qPrintable(label));
        QCOMPARE(AppSettings::value(AppSettings::Key::LedgerPath).toString(), pg_uri::parse(location).uri());
        const QByteArray settings = settingsText();
        QVERIFY2(settings.contains(m_user.toUtf8()), settings.constData()); // the location is remembered…
        QVERIFY2(!settings.contains(m_userPassword.toUtf8()), settings.constData()); // …never the password
        // The keyring was asked to keep it, and could not.
        QVERIFY(!fake_keyring::keyring().calls.isEmpty());
        QCOMPARE(fake_keyring::keyring().calls.last().operation, u"write");
        QVERIFY(fake_keyring::keyring().passwords.isEmpty());
    }

    // Signing in through File → Team Ledger… with "Remember in the desktop keyring" ticked keeps
    // the password in the keyring under the URI, and the next start opens the ledger with it,
    // asking nobody. The keyring is the tests' stand-in: it sees every call, and the desktop's
    // keyring library is never even loaded.
    void rememberedPasswordComesBackFromTheKeyring()
    {
        const fake_keyring::Keyring& keyring = fake_keyring::keyring();
        QString opened;
        {
            LedgerPage page;
            QVERIFY(page.openDefaultLedger());
            bool remembered = false;
            QTimer::singleShot(0, this, [&] {
                auto* dialog = qobject_cast<TeamLedgerDialog*>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                dialog->setConnection(pg_uri::parse(m_pg.uri(m_database, m_user, false)));
                QTest::keyClicks(child<QLineEdit>(dialog, "passwordEdit"), m_userPassword);
                auto* remember = child<QCheckBox>(dialog, "rememberPasswordCheck");
                QTest::mouseClick(remember, Qt::LeftButton);
                remembered = dialog->rememberPassword();
                QPushButton* open = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open);
                if (remembered && open->isEnabled())
                    QTest::mouseClick(open, Qt::LeftButton);
                else
                    dialog->reject();
            });
            page.openTeamLedgerAction()->trigger(); // returns once the dialog closed and the ledger opened
            QVERIFY(remembered);
            QVERIFY(page.isTeamLedger());
            opened = page.ledgerPath();
            const QStringList shown = Dialogs::takeShownMessages();
            QVERIFY2(!anyContains(shown, u"desktop keyring"_qs), qPrintable(shown.join(u'\n'))); // it was kept
        }
        // Kept once, by the service and the URI, which names the server and never the password.
        const QString key = pg_uri::parse(opened).uri();
        QVERIFY2(key.contains(m_user) && !key.contains(m_userPassword), qPrintable(key));
        QCOMPARE(keyring.calls.size(), 1);
        QCOMPARE(keyring.calls.at(0).operation, u"write");
        QCOMPARE(keyring.calls.at(0).service, u"RentPlan");
        QCOMPARE(keyring.calls.at(0).key, key);
        QCOMPARE(keyring.calls.at(0).password, m_userPassword);
        QCOMPARE(keyring.passwords.size(), 1);
        QVERIFY(!settingsText().contains(m_userPassword.toUtf8()));

        // The next start opens the remembered team ledger: libpq finds no password, the keyring
        // gives it, nobody is asked (a prompt would be a cancel here: no answer is queued).
        QCOMPARE(AppSettings::value(AppSettings::Key::LedgerPath).toString(), opened);
        LedgerPage again;
        QVERIFY(again.openDefaultLedger());
        QVERIFY(again.isTeamLedger());
        const QStringList shown = Dialogs::takeShownMessages();
        QVERIFY2(!anyContains(shown, u"asks for the password"_qs), qPrintable(shown.join(u'\n')));
        QCOMPARE(keyring.calls.size(), 2);
        QCOMPARE(keyring.calls.at(1).operation, u"read");
        QCOMPARE(keyring.calls.at(1).key, key);
        QCOMPARE(keyring.calls.at(1).password, m_userPassword);

        // The desktop's keyring was never reached: its library and QtKeychain are not loaded.
        QVERIFY(!fake_keyring::loaded("librentplan-keyring.so"));
        QVERIFY(!fake_keyring::loaded("libqt6keychain"));
    }

    // A wrong password is refused with the server's words, and the user is asked again.
    void wrongPasswordAsksAgain()
    {
        LedgerPage page;
        QVERIFY(page.openDefaultLedger());
        Dialogs::addPasswordAnswer(Dialogs::PasswordAnswer { QStringLiteral("not-the-password"), false });
        Dialogs::addPasswordAnswer(Dialogs::PasswordAnswer { m_pg.superuserPassword(), false });
        QVERIFY(page.openLedger(m_pg.uri(m_database, {}, false)));
        const QStringList shown = Dialogs::takeShownMessages();
        QVERIFY2(anyContains(shown, u"refused the login"_qs), qPrintable(shown.join(u'\n')));
        QVERIFY(page.isTeamLedger());
    }

    // Cancelling the prompt, or a server that is not there, leaves the personal ledger open.
    void failedOpenKeepsTheLedgerOpen()
    {
        LedgerPage page;
        QVERIFY(page.openDefaultLedger());
        QVERIFY(!page.openLedger(m_pg.uri(m_database, {}, false))); // nobody answers the prompt: cancel
        QCOMPARE(page.ledgerPath(), personalPath());
        QVERIFY(!page.isTeamLedger());

        Dialogs::takeShownMessages();
        QVERIFY(!page.openLedger(QStringLiteral("postgresql://someone@127.0.0.1:1/rentplan?connect_timeout=5")));
        const QStringList shown = Dialogs::takeShownMessages();
        QVERIFY2(anyContains(shown, u"127.0.0.1:1"_qs), qPrintable(shown.join(u'\n')));
        QCOMPARE(page.ledgerPath(), personalPath());
        QCOMPARE(AppSettings::value(AppSettings::Key::LedgerPath).toString(), personalPath());
    }

    // An empty database: the window offers to create the ledger, and does only when told to.
    void emptyDatabaseOffersToCreate()
    {
        const QString database = m_pg.createDatabase(QStringLiteral("empty"));
        QVERIFY(!database.isEmpty());
        LedgerPage page;
        QVERIFY(page.openDefaultLedger());
        Dialogs::setNextAnswer(QMessageBox::No);
        QVERIFY(!page.openTeamLedger(m_pg.uri(database, {}, false), m_pg.superuserPassword()));
        QStringList shown = Dialogs::takeShownMessages();
        QVERIFY2(anyContains(shown, u"is empty. Create a team ledger in it?"_qs), qPrintable(shown.join(u'\n')));
        QCOMPARE(page.ledgerPath(), personalPath());
        // Declined: the database is as empty as it was.
        QCOMPARE(
            m_pg.scalar(database, QStringLiteral("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")).toInt(),
            0);

        Dialogs::setNextAnswer(QMessageBox::Yes);
        QVERIFY(page.openTeamLedger(m_pg.uri(database, {}, false), m_pg.superuserPassword()));
        QVERIFY(page.isTeamLedger());
        QCOMPARE(m_pg.scalar(database, QStringLiteral("SELECT count(*) FROM jobs")).toInt(),
            0); // the ledger's tables exist now
    }

    // The server dies under the window: a clear message naming it, writes off, no crash;
    // Reconnect opens the same ledger again once it is back.
    void lostConnectionAndReconnect()
    {
        PgTestServer own(PgTestServer::OwnCluster);
        QVERIFY(own.ready());
        const QString database = own.createDatabase(QStringLiteral("lost"));
        QVERIFY(!database.isEmpty());
        {
            LedgerDb init(own.uri(database), LedgerDb::Mode::Init);
        }
        LedgerPage page;
        page.show();
        QVERIFY(page.openTeamLedger(own.uri(database, {}, false), own.superuserPassword()));
        auto* bar = child<QWidget>(&page, "connectionLostBar");
        QVERIFY(!bar->isVisible());
        QVERIFY(own.killServer());
        Dialogs::takeShownMessages();
        page.importFrom(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/example-jobs.csv"));
        QVERIFY(page.isConnectionLost());
        QVERIFY(bar->isVisible());
        const QString said = child<QLabel>(&page, "connectionLostLabel")->text();
        QVERIFY2(said.contains(QStringLiteral("127.0.0.1:%1").arg(own.port())), qPrintable(said));
        QVERIFY(said.contains(u"lost the connection"));
        const QStringList told = Dialogs::takeShownMessages();
        QVERIFY(anyContains(told, u"Reconnect"_qs));
        QCOMPARE(told.size(), 1); // one message, not one per failed query
        QVERIFY(!page.findChild<QAction*>(QStringLiteral("addJobAction"))->isEnabled());

        // Still down: Reconnect says why and keeps the bar.
        child<QPushButton>(&page, "reconnectButton")->click();
        QVERIFY(page.isConnectionLost());

        QVERIFY(own.restartServer());
        child<QPushButton>(&page, "reconnectButton")->click();
        QVERIFY(!page.isConnectionLost());
        QVERIFY(!bar->isVisible());
        QVERIFY(page.isTeamLedger());
        QVERIFY(page.findChild<QAction*>(QStringLiteral("addJobAction"))->isEnabled());
    }

    // Jobs recorded by two people: "My jobs" keeps the signed-in user's, the table says who
    // recorded each, the statistics group by person; a personal ledger shows none of it.
    void myJobsAndWhoRecorded()
    {
        const QString database = m_pg.createDatabase(QStringLiteral("myjobs"));
        QVERIFY(!database.isEmpty());
        {
            LedgerDb ledger(m_pg.uri(database), LedgerDb::Mode::Init);
            JobRecord job; // README's example job: 8 × A100 for 72 h, 10,368
            job.date = QDate(2026, 11, 2);
            job.card = QStringLiteral("a100-sxm-80g");
            job.cards = 8;
            job.billedHours = 72;
            job.cost = 10368;
            job.currency = QStringLiteral("CNY");
            JobStore(ledger).add(job);
            job.date = QDate(2026, 11, 5);
            JobStore(ledger).add(job);
        }
        // Someone else's job, as their own client would have stamped it.
        QVERIFY(m_pg.exec(database,
            QStringLiteral("INSERT INTO jobs (date, card, cards, billed_hours, cost, currency, recorded_by) "
                           "VALUES ('2026-11-03', 'rtx-4090', 2, 10, 60, 'CNY', 'carol')")));

        LedgerPage page;
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.openTeamLedger(m_pg.uri(database, {}, false), m_pg.superuserPassword()));
        auto* mine = child<QCheckBox>(&page, "myJobsCheck");
        auto* table = child<QTableView>(&page, "jobTable");
        auto* byPerson = child<QTableWidget>(&page, "byPersonTable");
        QVERIFY(mine->isVisible());
        QVERIFY(!mine->isChecked());
        QVERIFY(!table->isColumnHidden(JobTableModel::RecordedBy));
        QVERIFY(!table->isColumnHidden(JobTableModel::UpdatedBy));
        QCOMPARE(table->model()->headerData(JobTableModel::RecordedBy, Qt::Horizontal).toString(), u"Recorded by");
        auto recorders = [table] {
            QStringList names;
            for (int row = 0; row < table->model()->rowCount(); ++row)
                names.append(table->model()->index(row, JobTableModel::RecordedBy).data().toString());
            names.sort();
            return names;
        };
        QCOMPARE(recorders(), (QStringList { u"carol"_qs, m_pg.superuser(), m_pg.superuser() }));
        QVERIFY(byPerson->isVisible());
        QCOMPARE(byPerson->rowCount(), 2); // the two people, each with their jobs
        QStringList people;
        for (int row = 0; row < byPerson->rowCount(); ++row)
            people.append(byPerson->item(row, 0)->text() + u'=' + byPerson->item(row, 1)->text());
        people.sort();
        QCOMPARE(people, (QStringList { u"carol=1"_qs, m_pg.superuser() + u"=2" }));

        mine->click();
        QCOMPARE(recorders(), (QStringList { m_pg.superuser(), m_pg.superuser() }));
        mine->click();
        QCOMPARE(table->model()->rowCount(), 3);

        // A personal ledger has one person: no toggle, no columns, no table.
        QVERIFY(page.openLedger(personalPath()));
        QVERIFY(!mine->isVisible());
        QVERIFY(table->isColumnHidden(JobTableModel::RecordedBy));
        QVERIFY(!byPerson->isVisible());
    }

    // The Rented machine tab's watchdog savings read the idle share of the team ledger the
    // Ledger tab has open, through its connection. One job by hand: 8 cards × 10 h billed =
    // 80 card-hours, 8 × 6 h busy = 48, so the idle share is 1 − 48/80 = 40 %.
    void watchdogReadsTheOpenTeamLedger()
    {
        const QString database = m_pg.createDatabase(QStringLiteral("watchdog"));
        QVERIFY(!database.isEmpty());
        {
            LedgerDb ledger(m_pg.uri(database), LedgerDb::Mode::Init);
            JobRecord job;
            job.date = QDate(2026, 11, 2);
            job.card = QStringLiteral("a100-sxm-80g");
            job.cards = 8;
            job.billedHours = 10;
            job.busyHours = 6;
            job.cost = 1440;
            job.currency = QStringLiteral("CNY");
            JobStore(ledger).add(job);
        }
        QWidget window;
        LedgerPage page(&window);
        QVERIFY(page.openTeamLedger(m_pg.uri(database, {}, false), m_pg.superuserPassword()));
        auto* plan = new PlanController(&window, &window);
        QVERIFY(plan->open(QStringLiteral(RENTPLAN_TEST_DATA "/accept/phases.rentplan")));
        auto* toolkit = new ToolkitPage(plan, &window);
        auto* note = child<QLabel>(toolkit, "watchdogLedgerNote");
        // Before the Ledger tab has the team ledger open, the note says so instead of
        // claiming the ledger holds no busy hours (the page remembered the team ledger).
        toolkit->setLedgerSource([] { return nullptr; });
        window.show();
        toolkit->show();
        QTRY_VERIFY2(note->text().contains(QLatin1String("not open yet")), qPrintable(note->text()));
        toolkit->hide();
        toolkit->setLedgerSource([&page] { return page.ledger(); });
        toolkit->show();
        QTRY_VERIFY2(note->text().contains(QLatin1String("40.0 %")) && note->text().contains(QLatin1String("80")),
            qPrintable(note->text()));
        m_pg.dropDatabase(database);
    }

    // Finance reads (rentplan_reader): the window offers no Add, Edit, Delete or Import and
    // says the ledger is read-only for them; a rentplan_writer gets them.
    void readerSeesAReadOnlyLedger()
    {
        const QString database = m_pg.createDatabase(QStringLiteral("roles"));
        QVERIFY(!database.isEmpty());
        {
            LedgerDb ledger(m_pg.uri(database), LedgerDb::Mode::Init);
            pg_schema::applyRoles(ledger); // what `rentplan ledger --db URI init --roles` does
        }
        const QString reader = m_user + u"_reader";
        const QString writer = m_user + u"_writer";
        QVERIFY(m_pg.createRole(reader, QStringLiteral("reader-pw")));
        QVERIFY(m_pg.createRole(writer, QStringLiteral("writer-pw")));
        QVERIFY(m_pg.exec(QStringLiteral("postgres"),
            QStringLiteral("GRANT rentplan_reader TO %1; GRANT rentplan_writer TO %2")
                .arg(PgTestServer::quoted(reader), PgTestServer::quoted(writer))));

        LedgerPage page;
        QVERIFY(page.openTeamLedger(m_pg.uri(database, reader, false), QStringLiteral("reader-pw")));
        for (const char* name : { "addJobAction", "importJobsAction" })
            QVERIFY2(!page.findChild<QAction*>(QLatin1String(name))->isEnabled(), name);
        QVERIFY(page.findChild<QAction*>(QStringLiteral("exportJobsAction"))->isEnabled()); // reading is theirs
        const QString label = child<QLabel>(&page, "ledgerPathLabel")->text();
        QVERIFY2(label.contains(QStringLiteral("read-only for %1").arg(reader)), qPrintable(label));

        QVERIFY(page.openTeamLedger(m_pg.uri(database, writer, false), QStringLiteral("writer-pw")));
        for (const char* name : { "addJobAction", "importJobsAction" })
            QVERIFY2(page.findChild<QAction*>(QLatin1String(name))->isEnabled(), name);
        QVERIFY(!child<QLabel>(&page, "ledgerPathLabel")->text().contains(u"read-only"));
    }

    // The server stops answering (SIGSTOP) under an open team ledger, and the window
    // imports a file. Before: the window froze inside libpq. Now the work runs on the
    // ledger's thread: the window keeps processing events, a busy indicator names the
    // server, its Cancel ends the wait at once with the connection closed, and the ledger
    // is unchanged; Reconnect works once the server answers again.
    void stalledServerKeepsTheWindowResponsive()
    {
        PgTestServer own(PgTestServer::OwnCluster);
        QVERIFY(own.ready());
        const QString database = own.createDatabase(QStringLiteral("stalled"));
        QVERIFY(!database.isEmpty());
        {
            LedgerDb ledger(own.uri(database), LedgerDb::Mode::Init);
            JobRecord job; // 2 L4 cards for 5 h, 20 CNY
            job.date = QDate(2026, 3, 4);
            job.card = QStringLiteral("l4");
            job.cards = 2;
            job.billedHours = 5;
            job.cost = 20;
            job.currency = QStringLiteral("CNY");
            JobStore(ledger).add(job);
        }
        // Bounded even if Cancel failed: RentPlan's own limit would end the wait after 20 s + 10 s.
        qputenv("RENTPLAN_LEDGER_STATEMENT_TIMEOUT", "20");
        LedgerPage page;
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.openTeamLedger(own.uri(database, {}, false), own.superuserPassword()));
        qunsetenv("RENTPLAN_LEDGER_STATEMENT_TIMEOUT");
        QVERIFY(page.ledger()->onOwnThread());
        const QString server = QStringLiteral("127.0.0.1:%1").arg(own.port());

        QVERIFY(own.freezeServer());
        // Proof that the window's event loop runs while the server is silent: a timer of the
        // window ticks, and the busy indicator is found, read and cancelled from one.
        int ticks = 0;
        QTimer ticker;
        ticker.setInterval(10);
        connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
        ticker.start();
        int ticksWhenBusy = -1;
        QString busyText;
        QTimer watcher;
        watcher.setInterval(50);
        connect(&watcher, &QTimer::timeout, [&] {
            for (QWidget* top : QApplication::topLevelWidgets()) {
                auto* busy = qobject_cast<QProgressDialog*>(top);
                if (!busy || busy->objectName() != u"ledgerBusyDialog" || !busy->isVisible())
                    continue;
                watcher.stop();
                ticksWhenBusy = ticks;
                busyText = busy->labelText();
                const QList<QPushButton*> buttons = busy->findChildren<QPushButton*>();
                QVERIFY(!buttons.isEmpty());
                buttons.first()->click(); // Cancel
            }
        });
        watcher.start();
        Dialogs::takeShownMessages();
        page.importFrom(QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/example-jobs.csv"));
        watcher.stop();
        ticker.stop();

        QVERIFY2(ticksWhenBusy > 0, "no busy indicator while the server was stopped");
        QVERIFY2(busyText.contains(server), qPrintable(busyText));
        QVERIFY(page.isConnectionLost());
        const QString said = child<QLabel>(&page, "connectionLostLabel")->text();
        QVERIFY2(said.contains(server) && said.contains(u"you stopped waiting"), qPrintable(said));
        // The list is out of reach, not empty: it does not say "No jobs yet".
        const QString hint = child<QLabel>(&page, "ledgerEmptyHint")->text();
        QVERIFY2(hint.contains(u"not connected"), qPrintable(hint));
        for (const char* action : { "addJobAction", "importJobsAction", "exportJobsAction" })
            QVERIFY2(!page.findChild<QAction*>(QLatin1String(action))->isEnabled(), action);

        QVERIFY(own.thawServer());
        // Nothing of the cancelled import was kept: the server rolled it back.
        QTRY_COMPARE_WITH_TIMEOUT(own.scalar(database,
                                         QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = "
                                                        "current_database() AND application_name = 'RentPlan'"))
                                      .toInt(),
            0, 30000);
        QCOMPARE(own.scalar(database, QStringLiteral("SELECT count(*) FROM jobs")).toInt(), 1);
        QCOMPARE(own.scalar(database, QStringLiteral("SELECT count(*) FROM imports")).toInt(), 0);
        child<QPushButton>(&page, "reconnectButton")->click();
        QVERIFY(!page.isConnectionLost());
        QCOMPARE(child<QTableView>(&page, "jobTable")->model()->rowCount(), 1);
    }

    // A URI with a password that cannot be used: the window's messages never show it.
    void passwordNotShownWhenAUriFails()
    {
        LedgerPage page;
        QVERIFY(page.openDefaultLedger());
        for (const QString& uri : { QStringLiteral("postgresql://alice:Tq7-SECRET@h:abc/x"),
                 QStringLiteral("postgresql://alice:Tq7-SECRET@[::1/x"),
                 QStringLiteral("postgresql://alice@h/x?password=Tq7-SECRET&sslmode=bogus") }) {
            Dialogs::takeShownMessages();
            QVERIFY(!page.openLedger(uri));
            const QStringList shown = Dialogs::takeShownMessages();
            QVERIFY(!shown.isEmpty());
            QVERIFY2(!anyContains(shown, u"Tq7-SECRET"_qs), qPrintable(shown.join(u'\n')));
            QCOMPARE(page.ledgerPath(), personalPath());
        }
    }

private:
    QString personalPath() const { return m_dir.filePath(QStringLiteral("personal.sqlite")); }

    QTemporaryDir m_dir;
    PgTestServer m_pg;
    QString m_database;
    QString m_user;
    const QString m_userPassword = QStringLiteral("Tq7-zebra-lantern");
};

QTEST_MAIN(TestPgTeamGui)
#include "tst_pgteamgui.moc"
