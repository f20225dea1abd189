// Signing in to a team ledger (models/ledger/TeamSignIn, docs/team-ledger.md "Passwords"): the
// order libpq's own means, the desktop keyring, then the person; what is remembered and forgotten.
// The server is a stand-in that answers as LedgerDb does (PgException with PasswordNeeded,
// AuthFailed or Empty), and the keyring is the tests' stand-in (tests/FakeKeyring.h), so the
// desktop's own keyring is never touched.
#include "models/ledger/PgServer.h"
#include "models/ledger/TeamSignIn.h"
#include "tests/FakeKeyring.h"

#include <QtTest>

using namespace rp;

namespace {

const QString kUri = QStringLiteral("postgresql://alice@db.example.com:5432/team");

// A server whose password for alice is `password` ("" for one that lets libpq's own means in), and
// whose database is empty until a ledger is made in it when `empty`.
struct Server {
    QString password;
    bool empty = false;
    QStringList tried; // the password of each attempt, in order
    QList<LedgerDb::Mode> modes;

    team_sign_in::Opener opener()
    {
        return [this](const LedgerLocation& at, LedgerDb::Mode mode) {
            tried.append(at.pg->password);
            modes.append(mode);
            const InputError error { at.displayName(), {}, QStringLiteral("refused") };
            if (!password.isEmpty() && at.pg->password.isEmpty())
                throw PgException(PgFailure::PasswordNeeded, error);
            if (at.pg->password != password)
                throw PgException(PgFailure::AuthFailed, error);
            if (empty && mode != LedgerDb::Mode::Init)
                throw PgException(PgFailure::Empty, error);
        };
    }
};

// The person: answers each question with the next of `answers` (nullopt: Cancel), and keeps the questions.
struct Person {
    QList<std::optional<team_sign_in::PasswordAnswer>> answers;
    QStringList questions;
    bool createLedger = false;
    int askedToCreate = 0;

    team_sign_in::Prompts prompts()
    {
        team_sign_in::Prompts p;
        p.password = [this](const QString& question) {
            questions.append(question);
            return answers.isEmpty() ? std::nullopt : answers.takeFirst();
        };
        p.createLedger = [this](const PgConnection&) {
            ++askedToCreate;
            return createLedger;
        };
        return p;
    }
};

team_sign_in::Result signIn(Server& server, Person& person, const QString& given = {}, bool remember = false)
{
    return team_sign_in::signIn(
        LedgerLocation::parse(kUri), LedgerDb::Mode::ReadWrite, given, remember, server.opener(), person.prompts());
}

QString kept()
{
    return fake_keyring::keyring().passwords.value(QStringLiteral("RentPlan\n") + kUri);
}

} // namespace

class TestTeamSignIn : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() { fake_keyring::install(); }

    void libpqsOwnMeansFirst()
    {
        // A server that lets alice in without a password from RentPlan (~/.pgpass, PGPASSWORD, peer):
        // one attempt, with no password, and neither the keyring nor the person is asked.
        Server server;
        Person person;
        const team_sign_in::Result r = signIn(server, person);
        QVERIFY(r.opened);
        QCOMPARE(server.tried, QStringList { QString() });
        QVERIFY(fake_keyring::keyring().calls.isEmpty());
        QVERIFY(person.questions.isEmpty());
    }

    void thenTheKeyring()
    {
        // The server wants a password; the keyring has it: the second attempt uses it, nobody is asked.
        fake_keyring::keyring().passwords.insert(QStringLiteral("RentPlan\n") + kUri, QStringLiteral("s3cret"));
        Server server { QStringLiteral("s3cret") };
        Person person;
        const team_sign_in::Result r = signIn(server, person);
        QVERIFY(r.opened);
        QCOMPARE(server.tried, (QStringList { QString(), QStringLiteral("s3cret") }));
        QCOMPARE(fake_keyring::keyring().calls.size(), 1);
        QCOMPARE(fake_keyring::keyring().calls.first().operation, QStringLiteral("read"));
        QCOMPARE(fake_keyring::keyring().calls.first().key, kUri); // named by the URI, which holds no password
        QVERIFY(person.questions.isEmpty());
        QCOMPARE(r.password, QStringLiteral("s3cret"));
    }

    void thenThePersonAndRememberedIfAsked()
    {
        // Nothing in the keyring: the person is asked once, and the password is kept as they asked.
        Server server { QStringLiteral("s3cret") };
        Person person;
        person.answers = { team_sign_in::PasswordAnswer { QStringLiteral("s3cret"), true } };
        const team_sign_in::Result r = signIn(server, person);
        QVERIFY(r.opened);
        QCOMPARE(person.questions.size(), 1);
        QVERIFY2(person.questions.first().contains(QStringLiteral("asks for the password of alice")),
            qPrintable(person.questions.first()));
        QCOMPARE(kept(), QStringLiteral("s3cret"));
        QVERIFY(r.keyringError.isEmpty());
    }

    void notRememberedUnlessAsked()
    {
        Server server { QStringLiteral("s3cret") };
        Person person;
        person.answers = { team_sign_in::PasswordAnswer { QStringLiteral("s3cret"), false } };
        QVERIFY(signIn(server, person).opened);
        QVERIFY(kept().isEmpty());
    }

    void aRefusedKeptPasswordIsForgotten()
    {
        // The password was changed on the server: the kept one is refused and removed, the person is
        // asked again (the question says why), and the new one is kept when they ask.
        fake_keyring::keyring().passwords.insert(QStringLiteral("RentPlan\n") + kUri, QStringLiteral("old"));
        Server server { QStringLiteral("new") };
        Person person;
        person.answers = { team_sign_in::PasswordAnswer { QStringLiteral("new"), true } };
        QVERIFY(signIn(server, person).opened);
        QCOMPARE(server.tried, (QStringList { QString(), QStringLiteral("old"), QStringLiteral("new") }));
        QCOMPARE(person.questions.size(), 1);
        QVERIFY(person.questions.first().contains(QStringLiteral("Type the password of alice again")));
        QCOMPARE(kept(), QStringLiteral("new"));
        QStringList operations;
        for (const fake_keyring::Call& call : fake_keyring::keyring().calls)
            operations.append(call.operation);
        QCOMPARE(
            operations, (QStringList { QStringLiteral("read"), QStringLiteral("remove"), QStringLiteral("write") }));
    }

    void aTypedPasswordGoesBeforeTheKeyring()
    {
        // The form's password is tried first; a wrong one leads to the person, never to the keyring.
        fake_keyring::keyring().passwords.insert(QStringLiteral("RentPlan\n") + kUri, QStringLiteral("s3cret"));
        Server server { QStringLiteral("s3cret") };
        Person person;
        person.answers = { std::nullopt };
        const team_sign_in::Result r = signIn(server, person, QStringLiteral("typo"));
        QVERIFY(!r.opened); // cancelled
        QCOMPARE(server.tried, QStringList { QStringLiteral("typo") });
        QVERIFY(fake_keyring::keyring().calls.isEmpty());
    }

    void aKeyringThatCannotKeepItIsReported()
    {
        fake_keyring::keyring().available = false; // as a session without a keyring daemon
        Server server { QStringLiteral("s3cret") };
        Person person;
        person.answers = { team_sign_in::PasswordAnswer { QStringLiteral("s3cret"), true } };
        const team_sign_in::Result r = signIn(server, person);
        QVERIFY(r.opened);
        QCOMPARE(r.keyringError, fake_keyring::missingText());
    }

    void anEmptyDatabaseOnlyWhenAgreed()
    {
        Server server;
        server.empty = true;
        Person person;
        person.createLedger = true;
        QVERIFY(signIn(server, person).opened);
        QCOMPARE(server.modes, (QList<LedgerDb::Mode> { LedgerDb::Mode::ReadWrite, LedgerDb::Mode::Init }));

        // Declined, or no one to ask (the command line, which has `ledger init`): the server's refusal stands.
        Server again;
        again.empty = true;
        Person declines;
        QVERIFY_THROWS_EXCEPTION(PgException, signIn(again, declines));
        QCOMPARE(declines.askedToCreate, 1);
        team_sign_in::Prompts none;
        none.password = [](const QString&) { return std::nullopt; };
        Server third;
        third.empty = true;
        QVERIFY_THROWS_EXCEPTION(PgException,
            team_sign_in::signIn(
                LedgerLocation::parse(kUri), LedgerDb::Mode::ReadWrite, {}, false, third.opener(), none));
        QCOMPARE(third.tried.size(), 1);
    }

    void nobodyToAskKeepsTheServersWords()
    {
        // No prompt (a command line without a terminal): after libpq's means and the keyring, the
        // server's refusal is thrown as it came.
        Server server { QStringLiteral("s3cret") };
        try {
            team_sign_in::signIn(
                LedgerLocation::parse(kUri), LedgerDb::Mode::ReadWrite, {}, false, server.opener(), {});
            QFAIL("no exception");
        } catch (const PgException& e) {
            QCOMPARE(e.failure(), PgFailure::PasswordNeeded);
        }
        QCOMPARE(server.tried, QStringList { QString() }); // the keyring had nothing to try
        QCOMPARE(fake_keyring::keyring().calls.size(), 1);
    }

    void otherFailuresPassThrough()
    {
        // Anything but a missing or refused password is the opener's to report: thrown on, nobody asked.
        Person person;
        const team_sign_in::Opener down = [](const LedgerLocation& at, LedgerDb::Mode) {
            throw PgException(PgFailure::Unreachable, { at.displayName(), {}, QStringLiteral("no route") });
        };
        try {
            team_sign_in::signIn(
                LedgerLocation::parse(kUri), LedgerDb::Mode::ReadWrite, {}, false, down, person.prompts());
            QFAIL("no exception");
        } catch (const PgException& e) {
            QCOMPARE(e.failure(), PgFailure::Unreachable);
        }
        QVERIFY(person.questions.isEmpty());
        QVERIFY(fake_keyring::keyring().calls.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTeamSignIn)
#include "tst_teamsignin.moc"
