#include "MainWindow.h"
#include "cli/CliCommand.h"
#include "common/AppSettings.h"
#include "common/Translation.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

namespace {

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

    // A sub-command never needs a display: run it on a QCoreApplication.
    if (rp::cli::isCliInvocation(args)) {
        QCoreApplication app(argc, argv);
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
    rp::MainWindow window;
    window.show();
    // Benchmarks measure cold start to the first shown window (scripts/bench.sh).
    if (qEnvironmentVariableIsSet("RENTPLAN_QUIT_AFTER_SHOW"))
        QTimer::singleShot(0, &app, &QCoreApplication::quit);
    return app.exec();
}
