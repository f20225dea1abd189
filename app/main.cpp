#include "AppIdentity.h"
#include "cli/CliCommand.h"
#include "common/InputError.h"
#include "common/Translation.h"
#include "module/GuiModule.h"

#include <QCoreApplication>
#include <QUrl>

#include <cstdio>
#include <memory>

namespace {

struct Command {
    QStringList args;
};

// A sub-command once an application exists: the user's language, then the command.
int runCommand(void* context)
{
    rp::setAppIdentity();
    rp::Translation::install(rp::Translation::systemLanguage());
    QTextStream out(stdout);
    QTextStream err(stderr);
    rp::cli::Io io { out, err };
    return rp::cli::run(static_cast<Command*>(context)->args, io);
}

// The plan to open in the window: a .rentplan path, or the file:// URI a desktop hands over
// from its recent files (the xbel entry's exec is "rentplan %u").
QString planFileOf(const QStringList& args)
{
    for (const QString& arg : args) {
        if (!rp::cli::isPlanFile(arg))
            continue;
        if (arg.startsWith(QLatin1String("file:")))
            return QUrl(arg).toLocalFile();
        return arg;
    }
    return {};
}

} // namespace

int main(int argc, char** argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));

    try {
        // A sub-command never needs a display. One that draws nothing (most) runs on a
        // QCoreApplication and never loads the window's library; one that draws (export)
        // loads it for a QGuiApplication on the offscreen platform.
        if (rp::cli::isCliInvocation(args)) {
            Command command { args };
            if (rp::cli::needsGui(args))
                return rp::gui_module::entry().runDrawing(argc, argv, &runCommand, &command);
            QCoreApplication app(argc, argv);
            return runCommand(&command);
        }
        return rp::gui_module::entry().runWindow(argc, argv, planFileOf(args));
    } catch (const rp::InputException& e) {
        std::fprintf(stderr, "rentplan: %s\n", qPrintable(e.error().toString()));
        return rp::cli::kExitError;
    }
}
