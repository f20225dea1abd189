// SPDX-License-Identifier: GPL-3.0-or-later
// librentplan-gui.so's side of app/module/GuiEntry.h: everything that needs QtGui or QtWidgets.
#include "app/module/GuiEntry.h"

#include "app/AppIdentity.h"
#include "app/MainWindow.h"
#include "models/common/AppSettings.h"
#include "models/common/Translation.h"
#include "models/ledger/LedgerSession.h"
#include "views/report/ReportPdfWriter.h"

#include <QApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QTimer>

#include <chrono>
#include <cstdio>
#include <optional>

namespace rp::gui_module {

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

// Says on standard error how long after the launch (`launchNs`, CLOCK_REALTIME in nanoseconds,
// `date +%s%N`; 0: nothing said) `what` happened, then quits.
void reportAndQuit(const char* what, qint64 launchNs)
{
    if (launchNs > 0) {
        const qint64 now
            = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch())
                  .count();
        std::fprintf(stderr, "rentplan: %s %.1f ms after launch\n", what, double(now - launchNs) / 1e6);
    }
    QCoreApplication::quit();
}

// Quits once the window has painted itself for the first time.
class QuitAfterFirstPaint : public QObject {
public:
    QuitAfterFirstPaint(qint64 launchNs)
        : m_launchNs(launchNs)
    {
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            // After the paint event the backing store is flushed to the screen; then report.
            QTimer::singleShot(0, this, [this] { reportAndQuit("window painted", m_launchNs); });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    qint64 m_launchNs = 0;
    bool m_painted = false;
};

struct Measured {
    QuitAfter when;
    qint64 launchNs;
};

int openWindow(int& argc, char** argv, const QString& planFile, std::optional<Measured> measured)
{
    QApplication app(argc, argv);
    setAppIdentity();
    const QString chosen = AppSettings::value(AppSettings::Key::Language).toString();
    Translation::install(chosen.isEmpty() ? Translation::systemLanguage() : chosen);
    int code = 0;
    {
        MainWindow window(MainWindow::Startup::ShownTabFirst);
        window.show();
        if (!planFile.isEmpty())
            window.openPlan(planFile);
        QuitAfterFirstPaint quitAfterFirstPaint(measured ? measured->launchNs : 0);
        if (measured && measured->when == QuitAfter::EveryTab)
            QObject::connect(&window, &MainWindow::tabsCompleted,
                [launchNs = measured->launchNs] { reportAndQuit("every tab built", launchNs); });
        else if (measured)
            window.installEventFilter(&quitAfterFirstPaint);
        code = app.exec();
    }
    // A team-ledger connection whose opening was cancelled closes on its own thread; let it finish.
    LedgerSession::waitForClosedSessions();
    return code;
}

int runWindow(int& argc, char** argv, const QString& planFile)
{
    return openWindow(argc, argv, planFile, std::nullopt);
}

int runWindowMeasured(int& argc, char** argv, QuitAfter when, qint64 launchNs)
{
    return openWindow(argc, argv, {}, Measured { when, launchNs });
}

int runDrawing(int& argc, char** argv, int (*body)(void*), void* context)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    g_previousHandler = qInstallMessageHandler(dropRuntimeFolderWarning);
    QGuiApplication app(argc, argv);
    qInstallMessageHandler(g_previousHandler);
    return body(context);
}

bool writePdf(const report::ReportContent& content, const QString& pageSize, const QString& path,
    bool dashIsStandardOutput, QString* error)
{
    const auto size = ReportPdfWriter::pageSizeFromName(pageSize);
    if (!size) {
        *error = ReportPdfWriter::tr("unknown page size %1").arg(pageSize);
        return false;
    }
    return ReportPdfWriter::write(content, *size, path, error,
        dashIsStandardOutput ? OutputFile::Dash::IsStandardOutput : OutputFile::Dash::IsAFileName);
}

const Entry kEntry { RENTPLAN_VERSION, &runWindow, &runDrawing, &writePdf, &runWindowMeasured };

} // namespace

} // namespace rp::gui_module

extern "C" Q_DECL_EXPORT const rp::gui_module::Entry* rentplan_gui_entry()
{
    return &rp::gui_module::kEntry;
}
