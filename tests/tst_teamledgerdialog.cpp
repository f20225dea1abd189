// The team-ledger connection form (docs/team-ledger.md): fields and PgConnection agree, a saved
// profile holds no password, the TLS warning appears exactly for a server on another
// computer reached without required TLS, the wheel leaves an unfocused port alone,
// "Test connection" runs off the GUI thread, and a missing keyring means "ask".
#include "models/common/Translation.h"
#include "models/ledger/LedgerLocation.h"
#include "models/ledger/PasswordStore.h"
#include "tests/FakeKeyring.h"
#include "tests/GuiTestSetup.h"
#include "views/common/Dialogs.h"
#include "views/common/WheelGuard.h"
#include "views/ledger/TeamLedgerDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTcpServer>
#include <QThread>
#include <QtTest>

using namespace rp;

namespace {

// Set before the application, or any D-Bus connection, starts: the session bus is at an address
// where none can ever be (/dev/null is no folder), so no keyring daemon answers whatever desktop
// runs the tests. Unsetting the variable would not do: D-Bus then tries $XDG_RUNTIME_DIR/bus,
// where a desktop's session bus usually is.
[[maybe_unused]] const bool kNoSessionBus
    = qputenv("DBUS_SESSION_BUS_ADDRESS", QByteArrayLiteral("unix:path=/dev/null/no-session-bus"));

PgConnection teamServer()
{
    PgConnection c;
    c.host = QStringLiteral("db.example.com");
    c.port = 6543;
    c.database = QStringLiteral("team");
    c.user = QStringLiteral("alice");
    c.sslMode = QStringLiteral("verify-full");
    c.connectTimeoutSeconds = 7;
    c.password = QStringLiteral("hunter2-secret");
    return c;
}

} // namespace

class TestTeamLedgerDialog : public QObject {
    Q_OBJECT

public:
    // Counts the "Test connection" worker threads deleted: each is deleted on the GUI thread once
    // its finished signal came back there, after the dialog (if still open) had the answer.
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::DeferredDelete && qobject_cast<QThread*>(watched)
            && watched->objectName() == u"teamLedgerTest")
            ++m_workersDeleted;
        return QObject::eventFilter(watched, event);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(kNoSessionBus);
        // Whatever the dialog would remember goes to the tests' stand-in, never to a desktop keyring.
        fake_keyring::install();
        setUpGuiTest(QStringLiteral("tst_teamledgerdialog"));
        WheelGuard::install();
        qApp->installEventFilter(this);
    }

    void init()
    {
        QSettings().clear();
        m_workersDeleted = 0;
    }

    // What the user types is what the connection holds, and back.
    void fieldsRoundTrip()
    {
        TeamLedgerDialog dialog;
        dialog.setConnection(teamServer());
        QCOMPARE(dialog.connection(), teamServer());
        QCOMPARE(child<QLineEdit>(&dialog, "hostEdit")->text(), u"db.example.com");
        QCOMPARE(child<QSpinBox>(&dialog, "portSpin")->value(), 6543);
        QCOMPARE(child<QComboBox>(&dialog, "tlsModeCombo")->currentData().toString(), u"verify-full");

        // Typed by hand into an empty form.
        TeamLedgerDialog typed;
        QTest::keyClicks(child<QLineEdit>(&typed, "hostEdit"), QStringLiteral("db.example.com"));
        auto* port = child<QSpinBox>(&typed, "portSpin");
        port->selectAll();
        QTest::keyClicks(port, QStringLiteral("6543"));
        QTest::keyClicks(child<QLineEdit>(&typed, "databaseEdit"), QStringLiteral("team"));
        QTest::keyClicks(child<QLineEdit>(&typed, "userEdit"), QStringLiteral("alice"));
        auto* tls = child<QComboBox>(&typed, "tlsModeCombo");
        tls->setCurrentIndex(tls->findData(QStringLiteral("verify-full")));
        auto* timeout = child<QSpinBox>(&typed, "timeoutSpin");
        QCOMPARE(timeout->value(), 10); // nothing hangs: libpq gives up after 10 s unless told otherwise
        timeout->selectAll();
        QTest::keyClicks(timeout, QStringLiteral("7"));
        QTest::keyClicks(child<QLineEdit>(&typed, "passwordEdit"), QStringLiteral("hunter2-secret"));
        QCOMPARE(typed.connection(), teamServer());
        QCOMPARE(child<QLineEdit>(&typed, "passwordEdit")->echoMode(), QLineEdit::Password);

        // What is opened and remembered is the URI, never the password.
        const QString location = typed.locationText();
        QVERIFY2(!location.contains(u"hunter2"), qPrintable(location));
        QCOMPARE(location, teamServer().uri());
        const PgConnection back = pg_uri::parse(location);
        PgConnection expected = teamServer();
        expected.password.clear();
        QCOMPARE(back, expected);
        // The readable TLS names, and every libpq mode offered.
        QCOMPARE(tls->count(), pg_uri::sslModes().size());
        QCOMPARE(
            tls->itemText(tls->findData(QStringLiteral("require"))), u"require (encrypted, certificate not checked)");
    }

    // A profile is saved with every field but the password, and opened as "profile:NAME".
    void profileSavedWithoutPassword()
    {
        TeamLedgerDialog dialog;
        dialog.setConnection(teamServer());
        QTest::keyClicks(child<QLineEdit>(&dialog, "profileNameEdit"), QStringLiteral("team"));
        auto* save = child<QPushButton>(&dialog, "saveProfileButton");
        QVERIFY(save->isEnabled());
        save->click();
        auto* profiles = child<QComboBox>(&dialog, "profileCombo");
        QCOMPARE(profiles->currentData().toString(), u"team");
        QCOMPARE(dialog.locationText(), u"profile:team");

        QSettings settings;
        settings.sync();
        QFile file(settings.fileName());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
        const QByteArray saved = file.readAll();
        QVERIFY2(saved.contains("db.example.com"), saved.constData());
        QVERIFY2(saved.contains("6543"), saved.constData());
        QVERIFY2(!saved.contains("hunter2"), saved.constData());
        QVERIFY2(!saved.toLower().contains("password"), saved.constData());

        const std::optional<PgConnection> loaded = ledger_profiles::load(QStringLiteral("team"));
        QVERIFY(loaded);
        PgConnection expected = teamServer();
        expected.password.clear();
        QCOMPARE(*loaded, expected);

        // Another form picks it from the list; an edit makes it a plain URI again.
        TeamLedgerDialog other;
        QVERIFY(other.selectProfile(QStringLiteral("team")));
        QCOMPARE(other.connection(), expected);
        QCOMPARE(other.locationText(), u"profile:team");
        child<QSpinBox>(&other, "portSpin")->setValue(6544);
        QVERIFY(other.locationText().startsWith(u"postgresql://"));

        // Deleting forgets it.
        QVERIFY(other.selectProfile(QStringLiteral("team")));
        child<QPushButton>(&other, "deleteProfileButton")->click();
        QVERIFY(!ledger_profiles::load(QStringLiteral("team")));
        QCOMPARE(child<QComboBox>(&other, "profileCombo")->findData(QStringLiteral("team")), -1);
    }

    void tlsWarning_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("mode");
        QTest::addColumn<bool>("warned");
        QTest::newRow("remote, prefer") << "db.example.com"
                                        << "prefer" << true;
        QTest::newRow("remote, disable") << "db.example.com"
                                         << "disable" << true;
        QTest::newRow("remote, allow") << "10.1.2.3"
                                       << "allow" << true;
        QTest::newRow("remote, require") << "db.example.com"
                                         << "require" << false;
        QTest::newRow("remote, verify-full") << "db.example.com"
                                             << "verify-full" << false;
        QTest::newRow("localhost, disable") << "localhost"
                                            << "disable" << false;
        QTest::newRow("loopback, prefer") << "127.0.0.1"
                                          << "prefer" << false;
        QTest::newRow("socket, disable") << ""
                                         << "disable" << false;
    }

    // The form warns when the password and jobs could cross a network in plain text.
    void tlsWarning()
    {
        QFETCH(QString, host);
        QFETCH(QString, mode);
        QFETCH(bool, warned);
        TeamLedgerDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClicks(child<QLineEdit>(&dialog, "databaseEdit"), QStringLiteral("team"));
        QTest::keyClicks(child<QLineEdit>(&dialog, "hostEdit"), host);
        auto* tls = child<QComboBox>(&dialog, "tlsModeCombo");
        tls->setCurrentIndex(tls->findData(mode));
        auto* warning = child<QLabel>(&dialog, "tlsWarningLabel");
        QCOMPARE(warning->isVisible(), warned);
        if (warned) {
            QVERIFY2(warning->text().contains(host + u":5432"), qPrintable(warning->text()));
            QVERIFY2(warning->text().contains(mode), qPrintable(warning->text()));
        }
    }

    // Scrolling over the dialog never changes the port of a field the user did not click.
    void wheelLeavesUnfocusedPortAlone()
    {
        TeamLedgerDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* port = child<QSpinBox>(&dialog, "portSpin");
        auto* tls = child<QComboBox>(&dialog, "tlsModeCombo");
        auto* timeout = child<QSpinBox>(&dialog, "timeoutSpin");
        QCOMPARE(port->focusPolicy(), Qt::StrongFocus);
        QVERIFY(!port->hasFocus());
        const int tlsBefore = tls->currentIndex();
        wheelDown(port);
        wheelDown(tls);
        wheelDown(timeout);
        QCOMPARE(port->value(), 5432);
        QCOMPARE(tls->currentIndex(), tlsBefore);
        QCOMPARE(timeout->value(), 10);
    }

    // Where no keyring answers, remembering fails cleanly and in bounded time, and the
    // password prompt is what is left (here answered "cancel" as a user would). This is the one
    // test that uses the keyring library itself (QtKeychain), on the dead session bus set above.
    void missingKeyringMeansAsking()
    {
        PasswordStore::setKeyringForTests(nullptr);
        const auto standIn = qScopeGuard([] { PasswordStore::setKeyringForTests(fake_keyring::entry()); });
        QCOMPARE(qgetenv("DBUS_SESSION_BUS_ADDRESS"), QByteArrayLiteral("unix:path=/dev/null/no-session-bus"));
        PasswordStore::setTimeoutMs(3000);
        const QString key = QStringLiteral("postgresql://alice@127.0.0.1:1/rentplan_keyring_test");
        QElapsedTimer clock;
        clock.start();
        const bool written = PasswordStore::write(key, QStringLiteral("hunter2-secret"));
        if (written) // a keyring answered after all: leave it as found, and say so
            PasswordStore::remove(key);
        QVERIFY2(!written, "a keyring answered on the dead session bus");
        QVERIFY(!PasswordStore::lastError().isEmpty());
        qInfo("the keyring said: %s", qPrintable(PasswordStore::lastError()));
        QVERIFY(!PasswordStore::read(key));
        QVERIFY(!PasswordStore::lastError().isEmpty());
        PasswordStore::remove(key); // nothing to forget: no crash either
        QVERIFY2(clock.elapsed() < 3 * 3000 + 2000, "each keyring call gives up within its timeout");

        Dialogs::takeShownMessages();
        const std::optional<Dialogs::PasswordAnswer> answer = Dialogs::password(
            nullptr, QStringLiteral("Team Ledger Password"), QStringLiteral("asks for the password"));
        QVERIFY(!answer); // record-only tests: a prompt nobody answers is a cancel, never a wait
        Dialogs::addPasswordAnswer(Dialogs::PasswordAnswer { QStringLiteral("typed"), true });
        const std::optional<Dialogs::PasswordAnswer> typed
            = Dialogs::password(nullptr, QString(), QStringLiteral("again"));
        QVERIFY(typed && typed->password == u"typed" && typed->remember);
        QCOMPARE(Dialogs::takeShownMessages().size(), 2);
    }

    // "Test connection" against a port where nothing listens: the dialog stays live while
    // the worker thread connects, and the answer names the server.
    void testConnectionUnreachable()
    {
        TeamLedgerDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        PgConnection c;
        c.host = QStringLiteral("127.0.0.1");
        c.port = 1; // tcpmux: privileged and unused, so the connection is refused at once
        c.database = QStringLiteral("rentplan");
        c.connectTimeoutSeconds = 5;
        dialog.setConnection(c);
        QSignalSpy finished(&dialog, &TeamLedgerDialog::testFinished);
        auto* button = child<QPushButton>(&dialog, "testConnectionButton");
        auto* result = child<QLabel>(&dialog, "testResultLabel");
        button->click();
        // The click came back before the answer: the GUI thread is not the one waiting.
        QVERIFY(!button->isEnabled());
        QVERIFY2(result->text().contains(u"Connecting to"), qPrintable(result->text()));
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY2(result->text().contains(u"127.0.0.1:1"), qPrintable(result->text()));
        QVERIFY(button->isEnabled());
        QTRY_COMPARE(m_workersDeleted, 1); // the worker ends within this test
    }

    // A server that accepts the connection and never answers (as a hung one does): the
    // dialog stays live while libpq waits out the connect timeout, the answer says so,
    // and a dialog closed while its test runs neither waits nor crashes.
    void hungServerNeverFreezesTheDialog()
    {
        // Two such servers, so that each dialog's connection is told apart.
        QTcpServer hung;
        QVERIFY(hung.listen(QHostAddress::LocalHost)); // accepts into its backlog, never reads or writes
        QTcpServer hungForClosed;
        QVERIFY(hungForClosed.listen(QHostAddress::LocalHost));
        PgConnection c;
        c.host = QStringLiteral("127.0.0.1");
        c.port = hung.serverPort();
        c.database = QStringLiteral("rentplan");
        c.connectTimeoutSeconds = 2;

        auto* closing = new TeamLedgerDialog;
        PgConnection closed = c;
        closed.port = hungForClosed.serverPort();
        closing->setConnection(closed);
        child<QPushButton>(closing, "testConnectionButton")->click();
        delete closing; // while its worker still waits on the silent port

        TeamLedgerDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.setConnection(c);
        QSignalSpy finished(&dialog, &TeamLedgerDialog::testFinished);
        QSignalSpy accepted(&hung, &QTcpServer::newConnection);
        auto* button = child<QPushButton>(&dialog, "testConnectionButton");
        auto* result = child<QLabel>(&dialog, "testResultLabel");
        button->click();
        // The server takes the worker's connection, and the GUI thread handles that while libpq
        // waits for the server's first answer (2 s at most): the answer has not come yet.
        QVERIFY(accepted.wait(10000));
        QCOMPARE(finished.size(), 0);
        QVERIFY(!button->isEnabled());
        QVERIFY2(result->text().contains(u"at most 2 seconds"), qPrintable(result->text()));
        QVERIFY(finished.wait(15000));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY2(result->text().contains(QStringLiteral("127.0.0.1:%1").arg(c.port)), qPrintable(result->text()));
        QVERIFY2(result->text().contains(u"2 s"), qPrintable(result->text())); // "did not answer within 2 s"
        // The closed dialog's worker finishes too, harmlessly: both workers come back to the GUI
        // thread and are deleted there, with nobody left to answer for the closed one.
        QTRY_COMPARE_WITH_TIMEOUT(m_workersDeleted, 2, 15000);
    }

    // Switching the language retranslates the open form and keeps what was chosen.
    void followsTheLanguage()
    {
        TeamLedgerDialog dialog;
        dialog.setConnection(teamServer());
        auto* tls = child<QComboBox>(&dialog, "tlsModeCombo");
        const QString english = tls->currentText();
        QVERIFY(Translation::install(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents(); // the language change reaches widgets as posted events
        QCOMPARE(dialog.windowTitle(), u"团队账本（PostgreSQL）");
        QCOMPARE(tls->currentData().toString(), u"verify-full");
        QVERIFY(tls->currentText() != english);
        QCOMPARE(child<QSpinBox>(&dialog, "timeoutSpin")->suffix(), u" 秒");
        QCOMPARE(dialog.connection(), teamServer());
        QVERIFY(Translation::install(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QCOMPARE(tls->currentText(), english);
    }

private:
    int m_workersDeleted = 0; // in this test function, see eventFilter()
};

QTEST_MAIN(TestTeamLedgerDialog)
#include "tst_teamledgerdialog.moc"
