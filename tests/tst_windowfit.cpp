// At 1366×768, the most common laptop screen, the first window fits the
// screen and every tab's main content is visible in the maximized window, without
// scrolling the whole window. The screen is the offscreen platform's, configured here.
#include "app/MainWindow.h"
#include "models/common/AppSettings.h"
#include "models/common/Translation.h"
#include "tests/GuiTestSetup.h"
#include "tests/LaptopScreen.h"
#include "views/common/Dialogs.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QChartView>
#include <QGuiApplication>
#include <QHeaderView>
#include <QScreen>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace rp;

namespace {

// Whether `widget` is shown and lies wholly inside the window's visible area, at a usable size.
QString visibleProblem(QWidget* window, QWidget* widget, QSize minimum)
{
    if (!widget)
        return QStringLiteral("missing");
    if (!widget->isVisible())
        return QStringLiteral("hidden");
    const QRect inWindow(widget->mapTo(window, QPoint(0, 0)), widget->size());
    if (!window->rect().contains(inWindow))
        return QStringLiteral("outside the window: %1,%2 %3×%4 in %5×%6")
            .arg(inWindow.x())
            .arg(inWindow.y())
            .arg(inWindow.width())
            .arg(inWindow.height())
            .arg(window->width())
            .arg(window->height());
    if (widget->width() < minimum.width() || widget->height() < minimum.height())
        return QStringLiteral("too small: %1×%2").arg(widget->width()).arg(widget->height());
    return {};
}

// Whether `widget` sits in a QScrollArea (a panel with its own scroll bar), not in the window itself.
bool insideScrollingPanel(const QWidget* widget)
{
    for (const QWidget* p = widget->parentWidget(); p; p = p->parentWidget()) {
        if (qobject_cast<const QScrollArea*>(p))
            return true;
    }
    return false;
}

} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        setUpGuiTest(QStringLiteral("tst_windowfit"), m_dir.filePath(QStringLiteral("fit.sqlite")));
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), QSize(1366, 768));
    }

    void firstWindowFitsTheScreen()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect available = window.screen()->availableGeometry();
        QVERIFY2(available.contains(window.frameGeometry()),
            qPrintable(
                QStringLiteral("%1×%2").arg(window.frameGeometry().width()).arg(window.frameGeometry().height())));
        QVERIFY(window.minimumSizeHint().width() <= 1366);
        QVERIFY(window.minimumSizeHint().height() <= 768);
    }

    // A geometry saved on a bigger screen is not restored on a smaller one.
    void savedGeometryOnlyIfItFits()
    {
        {
            MainWindow big;
            big.setWindowState(Qt::WindowNoState);
            big.setGeometry(0, 0, 1900, 1150);
            AppSettings::setValue(AppSettings::Key::WindowGeometry, big.saveGeometry());
        }
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.screen()->availableGeometry().contains(window.frameGeometry()));
        }
        // One that fits is restored as it was.
        {
            MainWindow small;
            small.setWindowState(Qt::WindowNoState);
            small.setGeometry(40, 30, 1200, 700);
            AppSettings::setValue(AppSettings::Key::WindowGeometry, small.saveGeometry());
        }
        MainWindow restored;
        QCOMPARE(restored.geometry(), QRect(40, 30, 1200, 700));
        AppSettings::setValue(AppSettings::Key::WindowGeometry, QByteArray());
    }

    void everyTabFitsMaximized_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void everyTabFitsMaximized()
    {
        QFETCH(QString, language);
        Translation::install(language);
        MainWindow window;
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The whole screen, less the frame the platform draws around a window.
        QTRY_VERIFY(window.width() >= 1350 && window.height() >= 750);
        QVERIFY(window.screen()->availableGeometry().contains(window.frameGeometry()));
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        // The main content of each tab, by object name, and the least size it needs to be usable.
        const QList<QPair<const char*, QSize>> keys = {
            { "offerTable", { 400, 120 } },
            { "recommendation", { 300, 10 } },
            { "costCurveChart", { 300, 200 } },
            { "utilizationChart", { 300, 200 } },
            { "selfBuildScroll", { 250, 120 } }, // the form scrolls inside this panel
            { "jobTable", { 400, 200 } },
            { "ledgerStatsScroll", { 300, 200 } }, // the statistics scroll inside this panel
            { "spendChart", { 250, 150 } },
        };
        int checked = 0;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            QWidget* page = tabs->widget(i);
            for (const auto& [name, minimum] : keys) {
                QWidget* widget = page->findChild<QWidget*>(QLatin1String(name));
                if (!widget)
                    continue;
                ++checked;
                const QString problem = visibleProblem(&window, widget, minimum);
                QVERIFY2(problem.isEmpty(),
                    qPrintable(QStringLiteral("%1 on tab %2: %3").arg(QLatin1String(name)).arg(i).arg(problem)));
            }
            // Whatever else a tab holds (tabs added later included): no table or chart lies outside the window.
            for (QWidget* widget : page->findChildren<QWidget*>()) {
                if (!widget->isVisible()
                    || !(qobject_cast<QAbstractItemView*>(widget) || qobject_cast<QChartView*>(widget)))
                    continue;
                if (qobject_cast<QHeaderView*>(widget))
                    continue; // a header is as wide as its rows (0 with none); its view is checked itself

                if (insideScrollingPanel(widget))
                    continue; // a panel that scrolls on its own shows it when scrolled to
                const QString problem = visibleProblem(&window, widget, { 1, 1 });
                QVERIFY2(problem.isEmpty(),
                    qPrintable(QStringLiteral("%1 (%2) on tab %3: %4")
                                   .arg(widget->objectName(), QLatin1String(widget->metaObject()->className()))
                                   .arg(i)
                                   .arg(problem)));
            }
        }
        QCOMPARE(checked, int(keys.size()));
        Translation::install(QStringLiteral("en"));
    }

private:
    QTemporaryDir m_dir;
};

RENTPLAN_TEST_MAIN_ON_LAPTOP_SCREEN(TestWindowFit)

#include "tst_windowfit.moc"
