// The command line's password prompt (app/cli/TerminalPassword): on a pseudo-terminal, as a person
// at a terminal sees it. The question shows, the password typed does not, and the terminal is
// left as it was.
#include "app/cli/TerminalPassword.h"

#include <QtTest>

#include <poll.h>
#include <pty.h>
#include <termios.h>
#include <thread>
#include <unistd.h>

namespace {

// What the terminal shows (the master side), read until `until` appeared or 10 s passed.
QByteArray readShown(int master, const QByteArray& until)
{
    QByteArray shown;
    while (until.isEmpty() || !shown.contains(until)) {
        pollfd p { master, POLLIN, 0 };
        if (poll(&p, 1, until.isEmpty() ? 200 : 10000) <= 0)
            break;
        char buffer[256];
        const ssize_t n = read(master, buffer, sizeof buffer);
        if (n <= 0)
            break;
        shown.append(buffer, n);
    }
    return shown;
}

struct Terminal {
    int master = -1;
    int slave = -1;
    Terminal() { openpty(&master, &slave, nullptr, nullptr, nullptr); }
    ~Terminal()
    {
        ::close(master); // a prompt still waiting reads the end and returns
        ::close(slave);
    }
};

} // namespace

class TestTerminalPassword : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void typedPasswordIsNotShown()
    {
        Terminal t;
        QVERIFY(t.master >= 0);
        std::optional<QString> answer;
        std::thread prompt(
            [&] { answer = rp::cli::terminal_password::ask(t.slave, QStringLiteral("Password for alice: ")); });
        // The question shows; by then echo is off (it is turned off before the question is written).
        const QByteArray question = readShown(t.master, "Password for alice: ");
        QVERIFY2(question.endsWith("Password for alice: "), question.constData());
        QCOMPARE(::write(t.master, "s3cret\n", 7), ssize_t(7));
        prompt.join();
        QVERIFY(answer);
        QCOMPARE(*answer, QStringLiteral("s3cret"));
        // After the question the terminal shows only the new line, never the password.
        const QByteArray after = readShown(t.master, {});
        QVERIFY2(!after.contains("s3cret"), after.constData());
        QVERIFY(after.contains('\n'));
        // Echo is on again for whatever the terminal does next.
        termios settings {};
        QCOMPARE(tcgetattr(t.slave, &settings), 0);
        QVERIFY(settings.c_lflag & ECHO);
    }

    void endOfInputIsNoAnswer()
    {
        // Ctrl+D on an empty line ends the input: no password, so nothing is tried.
        Terminal t;
        std::optional<QString> answer = QStringLiteral("unset");
        std::thread prompt([&] { answer = rp::cli::terminal_password::ask(t.slave, QStringLiteral("Password: ")); });
        readShown(t.master, "Password: ");
        QCOMPARE(::write(t.master, "\x04", 1), ssize_t(1));
        prompt.join();
        QVERIFY(!answer);
    }
};

QTEST_GUILESS_MAIN(TestTerminalPassword)
#include "tst_terminalpassword.moc"
