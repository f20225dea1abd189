// How long one full estimate plus the card table takes (target: well under 1 ms),
// and the same through the estimator tab, chart and table included (target: under one 16 ms frame).
#include "models/arch/ModelPresets.h"
#include "models/catalog/CardCatalog.h"
#include "models/catalog/CardFit.h"
#include "models/memory/MemoryEstimator.h"
#include "views/estimator/EstimatorPage.h"

#include <QComboBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using namespace rp;

class BenchEstimate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ModelPresets::all(); // parse the presets and catalog once, outside the timing
        CardCatalog::builtIn();
    }

    void estimateAndCardTable_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("task");
        QTest::newRow("llama-2-7b inference") << "llama-2-7b" << int(Task::Inference);
        QTest::newRow("llama-2-70b full (deepest card search)") << "llama-2-70b" << int(Task::Full);
        QTest::newRow("mixtral-8x7b qlora") << "mixtral-8x7b" << int(Task::Qlora);
    }

    void estimateAndCardTable()
    {
        QFETCH(QString, preset);
        QFETCH(int, task);
        const ModelArch& arch = ModelPresets::find(preset)->arch;
        EstimateInput in;
        in.task = Task(task);
        qsizetype rows = 0;
        QBENCHMARK
        {
            const MemoryEstimate e = MemoryEstimator::estimate(arch, in);
            rows += CardFitter::fitAll(CardCatalog::builtIn(), e).size();
        }
        QVERIFY(rows > 0);
    }

    void estimatorTabEdit()
    {
        EstimatorPage page;
        page.resize(1200, 800);
        page.show();
        auto* context = page.findChild<QSpinBox*>(QStringLiteral("contextSpin"));
        int value = 2048;
        QBENCHMARK
        {
            value = value == 2048 ? 4096 : 2048;
            context->setValue(value); // one edit: estimate, card table, chart, summary
        }
        QVERIFY(page.estimate().perGpu.total() > 0);
    }
};

QTEST_MAIN(BenchEstimate)
#include "bench_estimate.moc"
