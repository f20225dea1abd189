#include "MainWindow.h"
#include "cli/CliCommand.h"
#include "common/AppSettings.h"
#include "common/Translation.h"
#include "ledger/LedgerSession.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {

QtMessageHandler g_previousHandler = nullptr;

// Setting up the platform, QGuiApplication looks for a Flatpak marker in the runtime folder
// (checkNeedPortalSupport in Qt's src/gui/kernel/qguiapplication.cpp). Without XDG_RUNTIME_DIR,
// usual under cron, sudo and in containers, QStandardPaths then warns on standard error. A
// command uses no runtime folder and prints its own messages only: that warning is dropped,
// every other message passes.
void dropRuntimeFolderWarning(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("RentPlan"));
    QCoreApplication::setApplicationName(QStringLiteral("RentPlan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RENTPLAN_VERSION));
}

} // namespace

int main(int argc, char** argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));

    // A sub-command never needs a display: run it on a QCoreApplication, or for one that
    // draws (export) on a QGuiApplication with the offscreen platform unless one is chosen.
    if (rp::cli::isCliInvocation(args)) {
        std::unique_ptr<QCoreApplication> app;
        if (rp::cli::needsGui(args)) {
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            g_previousHandler = qInstallMessageHandler(dropRuntimeFolderWarning);
            app = std::make_unique<QGuiApplication>(argc, argv);
            qInstallMessageHandler(g_previousHandler);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        setIdentity();
        rp::Translation::install(rp::Translation::systemLanguage());
        QTextStream out(stdout);
        QTextStream err(stderr);
        rp::cli::Io io { out, err };
        return rp::cli::run(args, io);
    }

    QApplication app(argc, argv);
    setIdentity();
    const QString chosen = rp::AppSettings::value(rp::AppSettings::Key::Language).toString();
    rp::Translation::install(chosen.isEmpty() ? rp::Translation::systemLanguage() : chosen);
    int code = 0;
    {
        rp::MainWindow window;
        window.show();
        for (const QString& arg : args) {
            if (rp::cli::isPlanFile(arg)) {
                window.openPlan(arg);
                break;
            }
        }
        // Benchmarks measure cold start to the first shown window (scripts/bench.sh).
        if (qEnvironmentVariableIsSet("RENTPLAN_QUIT_AFTER_SHOW"))
            QTimer::singleShot(0, &app, &QCoreApplication::quit);
        code = app.exec();
    }
    // A team-ledger connection whose opening was cancelled closes on its own thread; let it finish.
    rp::LedgerSession::waitForClosedSessions();
    return code;
}
