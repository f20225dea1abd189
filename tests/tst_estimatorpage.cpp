// Drives the estimator tab as a user would: choose a preset, change the task, open a broken config.
#include "models/common/AppSettings.h"
#include "models/common/Translation.h"
#include "models/qt/CardFitTableModel.h"
#include "views/common/Dialogs.h"
#include "views/estimator/EstimatorPage.h"
#include "views/estimator/MemoryBreakdownChart.h"
#include "views/estimator/ModelPicker.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QWheelEvent>
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
    void invalidInputsClearTheResult();
    void headingSaysABareCountOnce();
    void wheelOverAnUnfocusedFieldChangesNothing();
    void newOptionsHaveTooltipsAndDefaults();
    void cheaperLeversLeaveTheOtherColumnsInView();
    void warningsGetTheRoomLeversDoNotNeed();
    void fineTuningSettingsNeedNoSidewaysScroll();
    void fineTuningRecomputesByDefault();
    void savedRecomputationIsKeptForTrainingOnly();
    void invalidInputShowsNoFiguresInEitherLanguage();

private:
    // The page as it sits in the main window on a 1366 × 768 laptop screen.
    static bool showOnALaptop(EstimatorPage& page)
    {
        page.resize(1366 - 40, 700);
        page.show();
        return QTest::qWaitForWindowExposed(&page);
    }
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
    QCOMPARE(
        qRound(chart->shownGiB().value(QStringLiteral("Weights")) * 100), qRound(13015864320.0 * 2 / (1 << 30) * 100));

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

    // Sharded training's working memory, Llama-2-13B (h 5120, I 13824, V 32000): a block of 4·5120² + 3·5120·13824
    // + 2·5120 = 317,204,480 parameters, 634,408,960 bytes. FSDP by default: two units, 1,268,817,920; the root
    // (embeddings and head, 2 · 327,680,000) less this card's eighth, 573,440,000; a unit's gradients and their
    // shard, 634,408,960 · 1.125 = 713,710,080: 2,555,968,000.
    auto* prefetch = page.findChild<QCheckBox*>(QStringLiteral("prefetchCheck"));
    auto* sharder = page.findChild<QComboBox*>(QStringLiteral("sharderCombo"));
    QVERIFY(prefetch && prefetch->isVisible() && prefetch->isChecked() && sharder && sharder->isVisible());
    QCOMPARE(page.estimate().perGpu.zero3Gather, Q_INT64_C(2555968000));
    // No prefetch: one unit fewer, 1,921,559,040.
    QTest::mouseClick(prefetch, Qt::LeftButton, {}, QPoint(4, prefetch->height() / 2));
    QCOMPARE(page.estimate().perGpu.zero3Gather, Q_INT64_C(1921559040));
    // DeepSpeed with transformers' auto buckets, still without prefetch: the block, 634,408,960; the head's other
    // shards, 286,720,000; the reduce bucket, 2 · 5120² = 52,428,800: 973,557,760.
    auto* unit = page.findChild<QSpinBox*>(QStringLiteral("shardUnitSpin"));
    QVERIFY(unit && unit->isEnabled());
    sharder->setCurrentIndex(sharder->findData(QStringLiteral("deepspeed")));
    QCOMPARE(page.estimate().perGpu.zero3Gather, Q_INT64_C(973557760));
    QVERIFY(!unit->isEnabled()); // DeepSpeed has no units to size
    // Back to FSDP, an eighth of the bf16 gradients on each card: 13,015,864,320 · 2 / 8 = 3,253,966,080 bytes.
    // One more micro-batch accumulated (arrow up: 2) and the first skips the sync, so every card keeps all
    // 26,031,728,640 bytes whole. A full fine-tune has no adapters: which weights get gradients is not asked.
    sharder->setCurrentIndex(sharder->findData(QStringLiteral("fsdp")));
    auto* accumulation = page.findChild<QSpinBox*>(QStringLiteral("gradAccumulationSpin"));
    auto* unitGrads = page.findChild<QComboBox*>(QStringLiteral("unitGradsCombo"));
    QVERIFY(accumulation && accumulation->isVisible() && unitGrads && !unitGrads->isVisible());
    QCOMPARE(page.estimate().perGpu.gradients, Q_INT64_C(3253966080));
    accumulation->setFocus();
    QTest::keyClick(accumulation, Qt::Key_Up);
    QCOMPARE(accumulation->value(), 2);
    QCOMPARE(page.estimate().perGpu.gradients, Q_INT64_C(26031728640));
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
    QCOMPARE(again.findChild<QComboBox*>(QStringLiteral("presetCombo"))->currentData().toString(),
        QStringLiteral("mistral-7b"));
    QCOMPARE(again.findChild<QSpinBox*>(QStringLiteral("contextSpin"))->value(), 8192);
    // Mistral 7B v0.1 KV: 131,072 bytes per token, but its sliding_window of 4096 caps what each layer
    // caches: 131,072 × 4096 = 512 MiB, not the 1 GiB of 8192 tokens.
    QCOMPARE(again.estimate().perGpu.kvCache, Q_INT64_C(512) << 20);
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

void TestEstimatorPage::invalidInputsClearTheResult()
{
    EstimatorPage page;
    page.show();
    auto* summary = page.findChild<QLabel*>(QStringLiteral("estimateSummary"));
    QAbstractItemModel* model = table(page);
    QVERIFY(page.estimate().perGpu.total() > 0);
    QCOMPARE(model->rowCount(), 15);

    // Tensor parallel 3 over 4 GPUs: the message uses the field labels, and no stale result stays.
    page.findChild<QSpinBox*>(QStringLiteral("gpusSpin"))->setValue(4);
    page.findChild<QSpinBox*>(QStringLiteral("tpSpin"))->setValue(3);
    QVERIFY2(
        summary->text().contains(u"Tensor parallel (3) must divide the GPU count (4)"), qPrintable(summary->text()));
    QVERIFY(!summary->text().contains(u"--tp"));
    QCOMPARE(page.estimate().perGpu.total(), 0);
    QCOMPARE(model->rowCount(), 0);
    page.findChild<QSpinBox*>(QStringLiteral("tpSpin"))->setValue(2);
    QCOMPARE(model->rowCount(), 15);
    QVERIFY(page.estimate().perGpu.total() > 0);

    // Config mode before a file is chosen: no estimate of the previous model, and the reason.
    auto* source = page.findChild<QComboBox*>(QStringLiteral("modelSource"));
    QVERIFY(source);
    source->setCurrentIndex(int(ModelPicker::Source::Config));
    QVERIFY2(summary->text().contains(u"config.json"), qPrintable(summary->text()));
    QCOMPARE(page.estimate().perGpu.total(), 0);
    QCOMPARE(model->rowCount(), 0);
}

void TestEstimatorPage::headingSaysABareCountOnce()
{
    EstimatorPage page;
    auto* source = page.findChild<QComboBox*>(QStringLiteral("modelSource"));
    source->setCurrentIndex(int(ModelPicker::Source::Params));
    auto* params = page.findChild<QLineEdit*>(QStringLiteral("paramsEdit"));
    QVERIFY(params);
    params->setText(QStringLiteral("7e9"));
    QTest::keyClick(params, Qt::Key_Enter);
    const QString text = page.findChild<QLabel*>(QStringLiteral("estimateSummary"))->text();
    QCOMPARE(text.count(u"7,000,000,000"), 1);
    QVERIFY(!text.contains(u"7000000000"));
}

void TestEstimatorPage::wheelOverAnUnfocusedFieldChangesNothing()
{
    EstimatorPage page;
    page.resize(1366, 500); // short enough for the settings panel to scroll
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto* context = page.findChild<QSpinBox*>(QStringLiteral("contextSpin"));
    auto* task = page.findChild<QComboBox*>(QStringLiteral("taskCombo"));
    const int before = context->value();
    const int taskBefore = task->currentIndex();
    page.setFocus();
    for (QWidget* field : { static_cast<QWidget*>(context), static_cast<QWidget*>(task) }) {
        QVERIFY(!field->hasFocus());
        QCOMPARE(field->focusPolicy(), Qt::StrongFocus);
        const QPoint at = field->rect().center();
        QWheelEvent wheel(at, field->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        QApplication::sendEvent(field, &wheel);
    }
    QCOMPARE(context->value(), before);
    QCOMPARE(task->currentIndex(), taskBefore);
    // Focused, the wheel edits as usual.
    context->setFocus();
    QTRY_VERIFY(context->hasFocus());
    const QPoint at = context->rect().center();
    QWheelEvent wheel(
        at, context->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(context, &wheel);
    QVERIFY(context->value() != before);
}

void TestEstimatorPage::newOptionsHaveTooltipsAndDefaults()
{
    EstimatorPage page;
    auto* attention = page.findChild<QComboBox*>(QStringLiteral("attentionCombo"));
    auto* metric = page.findChild<QComboBox*>(QStringLiteral("metricCombo"));
    auto* dropout = page.findChild<QDoubleSpinBox*>(QStringLiteral("loraDropoutSpin"));
    QVERIFY(attention && metric && dropout);
    // The defaults docs/memory-model.md gives: SDPA attention, the whole device, PEFT's 0.05 dropout.
    QCOMPARE(attention->currentData().toString(), QStringLiteral("sdpa"));
    QCOMPARE(metric->currentData().toString(), QStringLiteral("device"));
    QCOMPARE(dropout->value(), 0.05);
    for (const char* name : { "attentionCombo", "metricCombo", "loraDropoutSpin", "doraCheck",
             "optimizerInBackwardCheck", "offloadOptimizerCheck", "offloadParamsCheck", "offloadActivationsCheck",
             "overheadSpin", "materializeCombo", "loaderCombo", "bnbReleaseCombo", "sharderCombo", "shardUnitSpin",
             "prefetchCheck", "gradAccumulationSpin", "unitGradsCombo" }) {
        auto* w = page.findChild<QWidget*>(QLatin1String(name));
        QVERIFY2(w && !w->toolTip().isEmpty(), name);
    }
    // The table says which column describes RentPlan's own split.
    QCOMPARE(table(page)->headerData(CardFitTableModel::SplitColumn, Qt::Horizontal).toString(),
        QStringLiteral("Fewest cards: how"));
}

void TestEstimatorPage::cheaperLeversLeaveTheOtherColumnsInView()
{
    // LoRA on Llama-2-7B at micro-batch 8 without gradient checkpointing fits no card as set, and every card lists
    // three cheaper levers.
    // In a 1366-pixel window the lever column must not push "Fewest cards" and the headroom out of view:
    // it keeps a bounded width, and its tooltip lists each lever whole, one per line.
    EstimatorPage page;
    QVERIFY(showOnALaptop(page));
    auto* task = page.findChild<QComboBox*>(QStringLiteral("taskCombo"));
    task->setCurrentIndex(task->findData(QStringLiteral("lora")));
    auto* recompute = page.findChild<QComboBox*>(QStringLiteral("recomputeCombo"));
    recompute->setCurrentIndex(recompute->findData(QStringLiteral("none")));
    page.findChild<QSpinBox*>(QStringLiteral("batchSpin"))->setValue(8);
    auto* view = page.findChild<QTableView*>(QStringLiteral("cardTable"));
    QAbstractItemModel* model = view->model();
    const int h100 = rowOf(model, QStringLiteral("h100-sxm"));
    QVERIFY(h100 >= 0);
    const QModelIndex levers = model->index(h100, CardFitTableModel::AlternativesColumn);
    QVERIFY(levers.data().toString().contains(u"gradient checkpointing"));
    const QStringList lines = levers.data(Qt::ToolTipRole).toString().split(u'\n');
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.first(), QStringLiteral("1 card with gradient checkpointing"));
    QTRY_VERIFY(
        view->horizontalHeader()->sectionSize(CardFitTableModel::AlternativesColumn) <= view->viewport()->width() / 3);
}

void TestEstimatorPage::warningsGetTheRoomLeversDoNotNeed()
{
    // Llama-2-7B inference at the defaults fits every card but one as set: no card needs a lever, so
    // that column shrinks to its title, and the warnings ("Supports MIG: …") get two lines and the room.
    EstimatorPage page;
    QVERIFY(showOnALaptop(page));
    auto* view = page.findChild<QTableView*>(QStringLiteral("cardTable"));
    QHeaderView* header = view->horizontalHeader();
    QAbstractItemModel* model = view->model();
    const int h100 = rowOf(model, QStringLiteral("h100-sxm"));
    QVERIFY(model->index(h100, CardFitTableModel::AlternativesColumn).data().toString().isEmpty());
    QVERIFY(model->index(h100, CardFitTableModel::WarningsColumn).data().toString().contains(u"MIG"));
    // The title and the header's sort-free margins: well under the 32 characters a lever may take.
    const QString title = model->headerData(CardFitTableModel::AlternativesColumn, Qt::Horizontal).toString();
    QTRY_VERIFY(header->sectionSize(CardFitTableModel::AlternativesColumn)
        <= header->fontMetrics().horizontalAdvance(title) + 4 * header->fontMetrics().averageCharWidth());
    QVERIFY(view->wordWrap());
    QVERIFY(view->verticalHeader()->defaultSectionSize() >= 2 * view->fontMetrics().lineSpacing());
    // The warning's column holds at least half of the MIG warning's text on its two lines.
    const QString warning = model->index(h100, CardFitTableModel::WarningsColumn).data().toString();
    QVERIFY2(2 * header->sectionSize(CardFitTableModel::WarningsColumn)
            >= view->fontMetrics().horizontalAdvance(warning) / 2,
        qPrintable(QStringLiteral("%1 px for %2 px of text")
                       .arg(header->sectionSize(CardFitTableModel::WarningsColumn))
                       .arg(view->fontMetrics().horizontalAdvance(warning))));
}

void TestEstimatorPage::fineTuningSettingsNeedNoSidewaysScroll()
{
    // LoRA adds rows (recomputation, optimizer, …) wider than inference's: the settings pane widens
    // to them instead of scrolling sideways, in both languages.
    for (const QString& language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        QVERIFY(Translation::install(language));
        EstimatorPage page;
        QVERIFY(showOnALaptop(page));
        auto* task = page.findChild<QComboBox*>(QStringLiteral("taskCombo"));
        task->setCurrentIndex(task->findData(QStringLiteral("lora")));
        auto* scroll = page.findChild<QScrollArea*>(QStringLiteral("estimatorSettingsScroll"));
        QVERIFY(scroll);
        QTRY_VERIFY2(scroll->viewport()->width() >= scroll->widget()->minimumSizeHint().width(),
            qPrintable(QStringLiteral("%1: viewport %2 px, the form needs %3 px")
                           .arg(language)
                           .arg(scroll->viewport()->width())
                           .arg(scroll->widget()->minimumSizeHint().width())));
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        // Nor does the card table: the texts share what the numbers leave, the warnings included.
        auto* view = page.findChild<QTableView*>(QStringLiteral("cardTable"));
        QHeaderView* header = view->horizontalHeader();
        QTRY_VERIFY2(header->length() <= view->viewport()->width(),
            qPrintable(QStringLiteral("%1: columns %2 px in %3 px")
                           .arg(language)
                           .arg(header->length())
                           .arg(view->viewport()->width())));
        QVERIFY(header->sectionSize(CardFitTableModel::WarningsColumn) >= header->fontMetrics().horizontalAdvance(
                    view->model()->headerData(CardFitTableModel::WarningsColumn, Qt::Horizontal).toString()));
    }
    QVERIFY(Translation::install(QStringLiteral("en")));
}

void TestEstimatorPage::fineTuningRecomputesByDefault()
{
    // A first start: choosing QLoRA shows gradient checkpointing (PEFT's, torchtune's and LLaMA-Factory's
    // default), and Mistral-7B at 4096 tokens then fits one RTX 4090: 11,994,612,040 bytes per GPU, worked out
    // in tst_memoryestimator::mistralQloraAtDefaultsFitsOne24GbCard.
    EstimatorPage page;
    page.show();
    auto* preset = page.findChild<QComboBox*>(QStringLiteral("presetCombo"));
    auto* task = page.findChild<QComboBox*>(QStringLiteral("taskCombo"));
    auto* recompute = page.findChild<QComboBox*>(QStringLiteral("recomputeCombo"));
    QVERIFY(preset && task && recompute);
    QVERIFY(!recompute->isVisible()); // inference: nothing to recompute
    preset->setCurrentIndex(preset->findData(QStringLiteral("mistral-7b")));
    task->setCurrentIndex(task->findData(QStringLiteral("qlora")));
    QVERIFY(recompute->isVisible());
    QCOMPARE(recompute->currentData().toString(), QStringLiteral("full"));
    QCOMPARE(page.estimate().perGpu.total(), Q_INT64_C(11994612040));
    QAbstractItemModel* model = table(page);
    const int rtx = rowOf(model, QStringLiteral("rtx-4090"));
    QVERIFY(model->index(rtx, CardFitTableModel::FitsColumn).data(CardFitTableModel::FitsRole).toBool());
    QVERIFY(model->index(rtx, CardFitTableModel::AlternativesColumn).data().toString().isEmpty());
    // Without gradient checkpointing it needs 52,353,966,735 bytes: the 80 GB cards say they hold that too, a
    // third faster (4·P against 6·P FLOPs per token), and the summary counts them.
    QCOMPARE(model->headerData(CardFitTableModel::AlternativesColumn, Qt::Horizontal).toString(),
        QStringLiteral("Other settings"));
    const int h100 = rowOf(model, QStringLiteral("h100-sxm"));
    QCOMPARE(model->index(h100, CardFitTableModel::AlternativesColumn).data().toString(),
        QStringLiteral("also fits without gradient checkpointing (about 33 % less time)"));
    int faster = 0;
    for (const CardFit& f : page.findChild<CardFitTableModel*>()->fits()) {
        if (f.withoutRecompute && f.withoutRecompute->fits) {
            ++faster;
            QVERIFY(f.card.memoryBytes() >= Q_INT64_C(52353966735));
        }
    }
    QVERIFY(faster > 0);
    const QString summary = page.findChild<QLabel*>(QStringLiteral("estimateSummary"))->text();
    QVERIFY2(
        summary.contains(QStringLiteral("%1 of them also hold it without gradient checkpointing, which takes about "
                                        "33 % less time.")
                             .arg(faster)),
        qPrintable(summary));
    QVERIFY(summary.contains(u"gradient checkpointing, NF4"));
    // Turned off, it stays off, and the 24 GB card no longer holds the job.
    recompute->setCurrentIndex(recompute->findData(QStringLiteral("none")));
    const int rtxNow = rowOf(model, QStringLiteral("rtx-4090")); // fitting cards come first: the rows moved
    QVERIFY(!model->index(rtxNow, CardFitTableModel::FitsColumn).data(CardFitTableModel::FitsRole).toBool());
    QCOMPARE(page.estimate().perGpu.total(), Q_INT64_C(52353966735));
    // Checkpointing back on, and the model loaded as LLaMA-Factory or Unsloth load it: the embeddings, head and
    // norms stay 16-bit, 9,923,026,452 bytes (worked out in the same tst_memoryestimator test).
    recompute->setCurrentIndex(recompute->findData(QStringLiteral("full")));
    auto* loader = page.findChild<QComboBox*>(QStringLiteral("loaderCombo"));
    QVERIFY(loader && loader->isVisible());
    QCOMPARE(loader->currentData().toString(), QStringLiteral("peft"));
    loader->setCurrentIndex(loader->findData(QStringLiteral("transformers")));
    QCOMPARE(page.estimate().perGpu.total(), Q_INT64_C(9923026452));
}

void TestEstimatorPage::savedRecomputationIsKeptForTrainingOnly()
{
    // Settings saved by versions without this default always carried "recompute". A training task keeps its
    // value; one saved with inference (where the field is hidden) says nothing about fine-tuning; settings
    // without the key take the default.
    auto recomputeAfterLora = [](const char* saved) {
        AppSettings::setValue(AppSettings::Key::EstimatorInputs, QString::fromUtf8(saved));
        EstimatorPage page;
        auto* task = page.findChild<QComboBox*>(QStringLiteral("taskCombo"));
        if (task->currentData().toString() == u"inference")
            task->setCurrentIndex(task->findData(QStringLiteral("lora")));
        return page.findChild<QComboBox*>(QStringLiteral("recomputeCombo"))->currentData().toString();
    };
    QCOMPARE(recomputeAfterLora(R"({"task": "lora", "recompute": "none"})"), QStringLiteral("none"));
    QCOMPARE(recomputeAfterLora(R"({"task": "full", "recompute": "selective"})"), QStringLiteral("selective"));
    QCOMPARE(recomputeAfterLora(R"({"task": "inference", "recompute": "none"})"), QStringLiteral("full"));
    QCOMPARE(recomputeAfterLora(R"({"task": "lora", "context": 2048})"), QStringLiteral("full"));
}

void TestEstimatorPage::invalidInputShowsNoFiguresInEitherLanguage()
{
    Translation::install(QStringLiteral("en"));
    EstimatorPage page;
    page.show();
    auto* chart = page.findChild<MemoryBreakdownChart*>(QStringLiteral("memoryChart"));
    auto* summary = page.findChild<QLabel*>(QStringLiteral("estimateSummary"));
    auto* modelError = page.findChild<QLabel*>(QStringLiteral("modelError"));
    QAbstractItemModel* model = table(page);
    QVERIFY(!chart->isEmpty());
    QVERIFY(chart->shownGiB().value(QStringLiteral("Card memory")) > 0);

    // A parameter count that is not one: the previous model's figures must not stay on screen.
    page.findChild<QComboBox*>(QStringLiteral("modelSource"))->setCurrentIndex(int(ModelPicker::Source::Params));
    auto* params = page.findChild<QLineEdit*>(QStringLiteral("paramsEdit"));
    params->selectAll();
    QTest::keyClicks(params, QStringLiteral("seven"));
    QCOMPARE(params->text(), QStringLiteral("seven"));
    QVERIFY(chart->isEmpty());
    QVERIFY(!chart->isEnabled());
    const QMap<QString, double> shown = chart->shownGiB();
    for (auto it = shown.cbegin(); it != shown.cend(); ++it)
        QVERIFY2(it.value() == 0.0, qPrintable(it.key())); // no bar, the card's neither
    QCOMPARE(model->rowCount(), 0);
    QCOMPARE(page.estimate().perGpu.total(), 0);
    auto shownText = [summary] { return QTextDocumentFragment::fromHtml(summary->text()).toPlainText(); };
    QVERIFY2(shownText().contains(u"No estimate. Parameter count: \"seven\" is not a count such as 7B"),
        qPrintable(shownText()));
    QVERIFY(!modelError->isHidden());

    // The language switched while it shows: the reason is said again in Chinese, in both places.
    QVERIFY(Translation::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    QVERIFY2(
        shownText().contains(u"暂无估算") && shownText().contains(u"“seven”不是有效的数量"), qPrintable(shownText()));
    QVERIFY2(modelError->text().contains(u"不是有效的数量"), qPrintable(modelError->text()));
    QVERIFY(chart->isEmpty());
    QVERIFY(!chart->chart()->title().contains(u"Memory on one GPU"));
    QVERIFY(Translation::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QVERIFY2(shownText().contains(u"is not a count"), qPrintable(shownText()));

    // 7B again: figures back, the chart live.
    params->selectAll();
    QTest::keyClicks(params, QStringLiteral("7B"));
    QVERIFY(!chart->isEmpty());
    QVERIFY(chart->isEnabled());
    QCOMPARE(model->rowCount(), 15);
    QCOMPARE(page.estimate().params.total, Q_INT64_C(7000000000));
    QVERIFY(modelError->isHidden());
}

QTEST_MAIN(TestEstimatorPage)
#include "tst_estimatorpage.moc"
