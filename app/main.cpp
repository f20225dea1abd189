#include "app/AppIdentity.h"
#include "app/cli/CliCommand.h"
#include "app/module/GuiModule.h"
#include "models/common/InputError.h"
#include "models/common/Translation.h"

#include <QCoreApplication>

#include <cstdio>

namespace {

// A sub-command once an application exists: the user's language, then the command;
// `args` is the QStringList of arguments.
int runCommand(void* args)
{
    rp::setAppIdentity();
    rp::Translation::install(rp::Translation::systemLanguage());
    QTextStream out(stdout);
    QTextStream err(stderr);
    rp::cli::Io io { out, err };
    return rp::cli::run(*static_cast<const QStringList*>(args), io);
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
            if (rp::cli::needsGui(args))
                return rp::gui_module::entry().runDrawing(argc, argv, &runCommand, &args);
            QCoreApplication app(argc, argv);
            return runCommand(&args);
        }
        return rp::gui_module::entry().runWindow(argc, argv, rp::cli::planToOpen(args));
    } catch (const rp::InputException& e) {
        std::fprintf(stderr, "rentplan: %s\n", qPrintable(e.error().toString()));
        return rp::cli::kExitError;
    }
}
