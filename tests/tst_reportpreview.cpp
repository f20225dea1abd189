// File → Export PDF… on the real main window: the preview opens with the plan's pages, and
// "Save PDF…" writes what is on screen (unsaved edits included) and remembers the folder.
#include "app/MainWindow.h"
#include "models/common/AppSettings.h"
#include "models/common/Translation.h"
#include "models/qt/PlanModel.h"
#include "tests/LaptopScreen.h"
#include "views/billing/SetCurrencyCommand.h"
#include "views/common/Dialogs.h"
#include "views/document/PlanController.h"
#include "views/planner/PlannerPage.h"
#include "views/report/ReportExport.h"

#include <QAction>
#include <QFile>
#include <QLineEdit>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace rp;

class TestReportPreview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_reportpreview"));
        QSettings().clear();
        Translation::install(QStringLiteral("en"));
        Dialogs::setRecordOnly(true); // a prompt nobody answered in advance is cancelled, never waits
    }

    void previewShowsThePlanAndSavesIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow window;
        window.show();
        auto* controller = window.findChild<PlanController*>();
        QVERIFY(controller);
        // An edit that is not saved: the PDF must show it.
        controller->undoStack()->push(new SetCurrencyCommand(controller->model(), QStringLiteral("USD")));
        auto* exportAction = window.findChild<QAction*>(QStringLiteral("exportPdfAction"));
        QVERIFY(exportAction);
        QCOMPARE(exportAction->shortcut(), QKeySequence(QStringLiteral("Ctrl+E")));
        QCOMPARE(exportAction->text(), QStringLiteral("&Export PDF…"));

        // The first export asks whom the plan is from; the cover names them.
        Dialogs::takeShownMessages();
        Dialogs::addFieldsAnswer(QStringList { QStringLiteral("Wang Fang"), QStringLiteral("Example Lab") });
        const QString path = dir.filePath(QStringLiteral("preview.pdf"));
        int pages = -1;
        bool saved = false;
        QTimer::singleShot(0, this, [&] {
            auto* preview = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
            if (!preview)
                preview = window.findChild<QPrintPreviewDialog*>(QStringLiteral("reportPreview"));
            QVERIFY(preview);
            auto* widget = preview->findChild<QPrintPreviewWidget*>();
            QVERIFY(widget);
            QTRY_VERIFY(widget->pageCount() > 0);
            pages = widget->pageCount();
            // Large enough to read a page on the test's 1366 × 768 screen: most of the height,
            // the whole toolbar (the organisation field was cut at 910 px), the page fit to width.
            QVERIFY2(preview->height() >= 768 * 8 / 10, qPrintable(QString::number(preview->height())));
            QVERIFY2(preview->width() >= 1000, qPrintable(QString::number(preview->width())));
            QCOMPARE(widget->zoomMode(), QPrintPreviewWidget::FitToWidth);
            auto* organisation = preview->findChild<QLineEdit*>(QStringLiteral("reportOrganisation"));
            QVERIFY(organisation && organisation->isVisible());
            QVERIFY(organisation->mapTo(preview, QPoint(organisation->width(), 0)).x() <= preview->width());
            // The user makes it smaller; the next preview opens at that size.
            preview->resize(1000, 600);
            QCoreApplication::processEvents();
            auto* save = preview->findChild<QAction*>(QStringLiteral("savePdfAction"));
            QVERIFY(save);
            Dialogs::setNextFileName(path);
            save->trigger();
            saved = true;
            if (preview->isVisible())
                preview->reject();
        });
        exportAction->trigger(); // returns when the preview closes
        QVERIFY(saved);
        QVERIFY(Dialogs::takeShownMessages().join(u' ').contains(QStringLiteral("cover names who the plan is from")));
        QCOMPARE(AppSettings::value(AppSettings::Key::ReportAuthor).toString(), QStringLiteral("Wang Fang"));
        QVERIFY2(pages >= 6, qPrintable(QString::number(pages)));
        QSize reopened;
        QTimer::singleShot(0, this, [&] {
            auto* preview = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
            QVERIFY(preview);
            reopened = preview->size();
            preview->reject();
        });
        exportAction->trigger();
        QCOMPARE(reopened, QSize(1000, 600));
        QVERIFY(QFile::exists(path));
        QCOMPARE(AppSettings::value(AppSettings::Key::LastExportDirectory).toString(), QFileInfo(path).absolutePath());

        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), { path, QStringLiteral("-") });
        QVERIFY(pdftotext.waitForFinished(60000));
        const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
        QVERIFY2(text.contains(QLatin1String("USD")), qPrintable(text.left(600)));
        QVERIFY2(text.contains(QLatin1String("Wang Fang")) && text.contains(QLatin1String("Example Lab")),
            qPrintable(text.left(600)));
        QVERIFY(!text.contains(QLatin1String("CNY")));
        // The same page count as the preview: one renderer for both.
        QProcess pdfinfo;
        pdfinfo.start(QStringLiteral("pdfinfo"), { path });
        QVERIFY(pdfinfo.waitForFinished(60000));
        QVERIFY(QString::fromUtf8(pdfinfo.readAllStandardOutput())
                    .contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(pages))));
    }

    // The PDF is of the scenario the Planner tab shows: the LoRA example opened, its scenario (a full
    // fine-tune) picked, the PDF saved.
    void exportsTheScenarioOnScreen()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow window;
        auto* controller = window.findChild<PlanController*>();
        auto* planner = window.findChild<PlannerPage*>();
        auto* report = window.findChild<ReportExport*>();
        QVERIFY(controller && planner && report);
        QVERIFY(controller->open(QStringLiteral(RENTPLAN_TEST_DATA "/../../resources/data/examples/lora-7b.rentplan")));
        const QString own = dir.filePath(QStringLiteral("own.pdf"));
        QVERIFY(report->saveTo(own));
        planner->setScenario(0);
        QCOMPARE(planner->scenario(), 0);
        const QString scenario = dir.filePath(QStringLiteral("scenario.pdf"));
        QVERIFY(report->saveTo(scenario));

        auto text = [](const QString& pdf) {
            QProcess pdftotext;
            pdftotext.start(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") });
            pdftotext.waitForFinished(60000);
            return QString::fromUtf8(pdftotext.readAllStandardOutput());
        };
        const QString ownText = text(own);
        const QString scenarioText = text(scenario);
        QVERIFY(ownText.contains(QLatin1String("the plan as saved")));
        QVERIFY(!ownText.contains(QLatin1String("Full fine-tune instead of LoRA")));
        QVERIFY2(
            scenarioText.contains(QLatin1String("Full fine-tune instead of LoRA")), qPrintable(scenarioText.left(800)));
        QVERIFY(!scenarioText.contains(QLatin1String("the plan as saved")));

        // An edit not saved yet: the cover says the printed plan includes it, as the window shows it.
        planner->setScenario(-1);
        controller->undoStack()->push(new SetCurrencyCommand(controller->model(), QStringLiteral("USD")));
        QVERIFY(controller->isModified());
        const QString edited = dir.filePath(QStringLiteral("edited.pdf"));
        QVERIFY(report->saveTo(edited));
        const QString editedText = text(edited);
        QVERIFY2(editedText.contains(QLatin1String("unsaved edits included")), qPrintable(editedText.left(800)));
        QVERIFY(!editedText.contains(QLatin1String("the plan as saved")));
    }
};

RENTPLAN_TEST_MAIN_ON_LAPTOP_SCREEN(TestReportPreview)
#include "tst_reportpreview.moc"
