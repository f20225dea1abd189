// Drives the estimator tab as a user would: choose a preset, change the task, open a broken config.
#include "common/Dialogs.h"
#include "estimator/EstimatorPage.h"
#include "estimator/MemoryBreakdownChart.h"
#include "estimator/ModelPicker.h"
#include "qt/CardFitTableModel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QtTest>

using namespace rp;

class TestEstimatorPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void presetAndTaskDriveTableAndChart();
    void brokenConfigKeepsThePreviousModel();
    void inputsPersistAcrossSessions();
    void cardTableModelIsWellBehaved();

private:
    static QAbstractItemModel* table(EstimatorPage& page)
    {
        return page.findChild<QTableView*>(QStringLiteral("cardTable"))->model();
    }
    static int rowOf(QAbstractItemModel* model, const QString& cardId)
    {
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, 0).data(CardFitTableModel::CardIdRole).toString() == cardId)
                return r;
        }
        return -1;
    }
};

void TestEstimatorPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Each test its own settings file: ctest runs test executables in parallel.
    QCoreApplication::setOrganizationName(QStringLiteral("RentPlanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_estimatorpage"));
    Dialogs::setRecordOnly(true);
}

void TestEstimatorPage::init()
{
    QSettings().clear();
}

void TestEstimatorPage::presetAndTaskDriveTableAndChart()
{
    EstimatorPage page;
    page.show();
    auto* preset = page.findChild<QComboBox*>(QStringLiteral("presetCombo"));
    auto* task = page.findChild<QComboBox*>(QStringLiteral("taskCombo"));
    auto* chart = page.findChild<MemoryBreakdownChart*>(QStringLiteral("memoryChart"));
    QVERIFY(preset && task && chart);

    preset->setCurrentIndex(preset->findData(QStringLiteral("llama-2-13b")));
    QSignalSpy estimated(&page, &EstimatorPage::estimated);
    QAbstractItemModel* model = table(page);
    const int rtx = rowOf(model, QStringLiteral("rtx-4090"));
    // 13B in bf16: 26 GB of weights overflow a 24 GB card.
    QCOMPARE(model->index(rtx, CardFitTableModel::FitsColumn).data(CardFitTableModel::FitsRole).toBool(), false);
    // Weights of 13,015,864,320 parameters × 2 bytes = 24.24 GiB in the chart.
    QCOMPARE(qRound(chart->shownGiB().value(QStringLiteral("Weights")) * 100), qRound(13015864320.0 * 2 / (1 << 30) * 100));

    // Switch to full fine-tuning with the keyboard, as a user would.
    task->setFocus();
    QTest::keyClick(task, Qt::Key_Down); // Inference -> Full fine-tune
    QTRY_COMPARE(estimated.count(), 1);
    QCOMPARE(page.estimate().perGpu.optimizer, Q_INT64_C(13015864320) * 12);
    QVERIFY(chart->shownGiB().value(QStringLiteral("Optimizer states")) > 100.0); // 145.5 GiB
    const int h100 = rowOf(model, QStringLiteral("h100-sxm"));
    QCOMPARE(model->index(h100, CardFitTableModel::FitsColumn).data(CardFitTableModel::FitsRole).toBool(), false);
    QVERIFY(model->index(h100, CardFitTableModel::MinCardsColumn).data().toInt() > 1);
    // Training shows the training fields and hides the KV-cache one.
    QVERIFY(page.findChild<QComboBox*>(QStringLiteral("zeroCombo"))->isVisible());
    QVERIFY(!page.findChild<QComboBox*>(QStringLiteral("kvDtypeCombo"))->isVisible());

    // More GPUs with ZeRO-3 shrink the states per GPU: 16 bytes × 13.0B / 8.
    page.findChild<QSpinBox*>(QStringLiteral("gpusSpin"))->setValue(8);
    auto* zero = page.findChild<QComboBox*>(QStringLiteral("zeroCombo"));
    zero->setCurrentIndex(3);
    const MemoryBreakdown& b = page.estimate().perGpu;
    QCOMPARE(b.weights + b.gradients + b.optimizer, Q_INT64_C(13015864320) * 16 / 8);
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("estimateSummary"))->text().contains(u"13,015,864,320"));
}

void TestEstimatorPage::brokenConfigKeepsThePreviousModel()
{
    EstimatorPage page;
    const std::int64_t before = page.estimate().params.total;
    Dialogs::setNextFileName(QStringLiteral(RENTPLAN_TEST_DATA "/configs/zero-heads.json"));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("openConfigButton")), Qt::LeftButton);
    auto* error = page.findChild<QLabel*>(QStringLiteral("modelError"));
    QVERIFY(!error->isHidden());
    QVERIFY2(error->text().contains(u"num_attention_heads"), qPrintable(error->text()));
    QVERIFY(error->text().contains(u"zero-heads.json"));
    QCOMPARE(page.estimate().params.total, before);

    // A good config replaces the model and clears the error.
    Dialogs::setNextFileName(QStringLiteral(RENTPLAN_TEST_DATA "/configs/llama-2-7b-config.json"));
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("openConfigButton")), Qt::LeftButton);
    QVERIFY(error->isHidden());
    QCOMPARE(page.estimate().params.total, Q_INT64_C(6738415616));
}

void TestEstimatorPage::inputsPersistAcrossSessions()
{
    {
        EstimatorPage page;
        auto* preset = page.findChild<QComboBox*>(QStringLiteral("presetCombo"));
        preset->setCurrentIndex(preset->findData(QStringLiteral("mistral-7b")));
        page.findChild<QSpinBox*>(QStringLiteral("contextSpin"))->setValue(8192);
    }
    EstimatorPage again;
    QCOMPARE(again.findChild<QComboBox*>(QStringLiteral("presetCombo"))->currentData().toString(), QStringLiteral("mistral-7b"));
    QCOMPARE(again.findChild<QSpinBox*>(QStringLiteral("contextSpin"))->value(), 8192);
    // Mistral 7B KV: 131,072 bytes per token × 8192 tokens = 1 GiB.
    QCOMPARE(again.estimate().perGpu.kvCache, Q_INT64_C(1) << 30);
}

void TestEstimatorPage::cardTableModelIsWellBehaved()
{
    EstimatorPage page;
    CardFitTableModel* model = page.findChild<CardFitTableModel*>();
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    page.findChild<QComboBox*>(QStringLiteral("taskCombo"))->setCurrentIndex(2);
    QCOMPARE(model->rowCount(), 15);
}

QTEST_MAIN(TestEstimatorPage)
#include "tst_estimatorpage.moc"
