#include "app/cli/CliCommand.h"

#include "models/common/InputError.h"

#include <QCoreApplication>
#include <QUrl>

#include <algorithm>

namespace rp::cli {

namespace {

QList<Command>& storage()
{
    static QList<Command> commands;
    return commands;
}

void printOverview(QTextStream& out)
{
    out << QCoreApplication::translate("Cli", "Usage: rentplan [command] [options]") << '\n'
        << QCoreApplication::translate("Cli", "Without a command, rentplan opens its window.") << "\n\n"
        << QCoreApplication::translate("Cli", "Commands:") << '\n';
    // Names padded to the longest ("accept-script"), so every summary starts in one column and
    // each name stays apart from its summary (help2man reads the man page's list from this).
    qsizetype width = 0;
    for (const Command& command : Registry::commands())
        width = std::max(width, qsizetype(qstrlen(command.name)));
    for (const Command& command : Registry::commands()) {
        out << "  " << QString::fromLatin1(command.name).leftJustified(width) << "  "
            << QCoreApplication::translate("Cli", command.summary) << '\n';
    }
    out << '\n' << QCoreApplication::translate("Cli", "Run \"rentplan <command> --help\" for its options.") << '\n';
}

} // namespace

bool Registry::add(const Command& command)
{
    storage().append(command);
    return true;
}

QList<Command> Registry::commands()
{
    QList<Command> sorted = storage();
    std::sort(sorted.begin(), sorted.end(), [](const Command& a, const Command& b) { return a.order < b.order; });
    return sorted;
}

const Command* Registry::find(const QString& name)
{
    for (const Command& command : storage()) {
        if (name == QLatin1String(command.name))
            return &command;
    }
    return nullptr;
}

bool isPlanFile(const QString& arg)
{
    return arg.endsWith(QLatin1String(".rentplan"), Qt::CaseInsensitive) && !Registry::find(arg);
}

QString planToOpen(const QStringList& args)
{
    for (const QString& arg : args) {
        if (!isPlanFile(arg))
            continue;
        return arg.startsWith(QLatin1String("file:")) ? QUrl(arg).toLocalFile() : arg;
    }
    return {};
}

bool isCliInvocation(const QStringList& args)
{
    if (args.isEmpty())
        return false;
    const QString& first = args.first();
    if (first == u"--help" || first == u"-h" || first == u"--version" || first == u"-v")
        return true;
    // `rentplan project.rentplan` (a file manager's "Open with") opens the plan in the window.
    if (isPlanFile(first))
        return false;
    // Anything else starting with '-' is a Qt GUI option such as -platform.
    return !first.startsWith(u'-');
}

bool needsGui(const QStringList& args)
{
    const Command* command = args.isEmpty() ? nullptr : Registry::find(args.first());
    return command && command->needsGui;
}

int run(const QStringList& args, Io& io)
{
    if (args.isEmpty() || args.first() == u"--help" || args.first() == u"-h") {
        printOverview(io.out);
        return kExitOk;
    }
    if (args.first() == u"--version" || args.first() == u"-v") {
        io.out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }
    const Command* command = Registry::find(args.first());
    if (!command) {
        io.err << QCoreApplication::translate("Cli", "rentplan: unknown command \"%1\"; see \"rentplan --help\".")
                      .arg(args.first())
               << '\n';
        return kExitError;
    }
    try {
        const int code = command->run(args.mid(1), io);
        io.out.flush();
        return code;
    } catch (const UsageError& e) {
        io.err << "rentplan " << command->name << ": " << e.message() << '\n';
    } catch (const InputException& e) {
        io.err << "rentplan " << command->name << ": " << e.error().toString() << '\n';
    }
    io.out.flush();
    io.err.flush();
    return kExitError;
}

} // namespace rp::cli
