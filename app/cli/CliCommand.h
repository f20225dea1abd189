#pragma once

#include <QStringList>
#include <QTextStream>

#include <stdexcept>

namespace rp::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitError = 2; // every error: bad option, bad file, failed write

struct Io {
    QTextStream& out;
    QTextStream& err;
};

// A sub-command: `rentplan <name> args...`. Handlers print results to io.out
// and return an exit code; they report problems by throwing UsageError or
// rp::InputException, which the dispatcher prints to io.err with exit code 2.
using Handler = int (*)(const QStringList& args, Io& io);

struct Command {
    const char* name;
    const char* summary; // QT_TRANSLATE_NOOP("Cli", ...): translated when printed
    int order; // position in `rentplan --help`
    Handler run;
    bool needsGui = false; // draws (fonts, painter): main() starts a QGuiApplication on the offscreen platform
};

class UsageError : public std::runtime_error {
public:
    explicit UsageError(const QString& message)
        : std::runtime_error(message.toStdString())
        , m_message(message)
    {
    }
    const QString& message() const { return m_message; }

private:
    QString m_message;
};

// Commands register themselves from their own .cpp file (app/cli/ is an object
// library, so every registration is linked): adding a command touches one file.
class Registry {
public:
    static bool add(const Command& command);
    static QList<Command> commands(); // sorted by order
    static const Command* find(const QString& name);
};

// True when the arguments ask for a headless sub-command (or --help/--version)
// rather than the GUI.
bool isCliInvocation(const QStringList& argsWithoutProgram);
// A plan file named on the command line ("x.rentplan"), which the window opens.
bool isPlanFile(const QString& arg);
// The plan the window opens: the first plan file among the arguments, a file:// URI (what a
// desktop hands over from its recent files, whose entry runs "rentplan %u") as its local path;
// empty when none is named.
QString planToOpen(const QStringList& argsWithoutProgram);
// True when the sub-command draws and needs a QGuiApplication (export).
bool needsGui(const QStringList& argsWithoutProgram);
// Runs a sub-command; args exclude the program name.
int run(const QStringList& argsWithoutProgram, Io& io);

} // namespace rp::cli
