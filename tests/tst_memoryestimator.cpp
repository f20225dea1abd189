// The memory estimate against the ZeRO paper, seed 004 §2.2 and hand arithmetic.
#include "arch/ModelPresets.h"
#include "arch/ShapeInference.h"
#include "catalog/CardCatalog.h"
#include "catalog/CardFit.h"
#include "memory/Activations.h"
#include "memory/MemoryEstimator.h"

#include <QtTest>

using namespace rp;

namespace {

const ModelArch& preset(const char* id)
{
    const ModelPreset* p = ModelPresets::find(QLatin1String(id));
    Q_ASSERT(p);
    return p->arch;
}

CardFit fitOn(const char* cardId, const MemoryEstimate& e)
{
    return CardFitter::fit(*CardCatalog::builtIn().find(QLatin1String(cardId)), e);
}

constexpr double kGB = 1e9;

} // namespace

class TestMemoryEstimator : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void zeroPaperFigure1_data();
    void zeroPaperFigure1();
    void inference7bFp16ByHand();
    void seed004Inference();
    void seed004FullFineTune7b();
    void seed004LoraFitsOneCard();
    void quantizedWeightsKeepEmbeddingsIn16Bit();
    void korthikantiGptLayer();
    void recomputationAndFlashAttention();
    void tensorParallelSplitsEverything();
    void minimumCardsByHand();
    void inputProblems();
};

void TestMemoryEstimator::zeroPaperFigure1_data()
{
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("expectedGB");
    // Rajbhandari et al. 2019, Figure 1: Ψ = 7.5B, N_d = 64, K = 12 (mixed-precision Adam):
    // (2 + 2 + K)Ψ = 120 GB; 2Ψ + 2Ψ + KΨ/N = 31.4 GB; 2Ψ + (2+K)Ψ/N = 16.6 GB; (2+2+K)Ψ/N = 1.9 GB.
    QTest::newRow("stage 0") << 0 << 120.0;
    QTest::newRow("stage 1") << 1 << 31.4;
    QTest::newRow("stage 2") << 2 << 16.6;
    QTest::newRow("stage 3") << 3 << 1.9;
}

void TestMemoryEstimator::zeroPaperFigure1()
{
    QFETCH(int, stage);
    QFETCH(double, expectedGB);
    EstimateInput in;
    in.task = Task::Full;
    in.gpus = 64;
    in.zero = stage;
    const MemoryEstimate e = MemoryEstimator::estimate(inferShape(7'500'000'000, std::nullopt, std::nullopt), in);
    const double states = double(e.perGpu.weights + e.perGpu.gradients + e.perGpu.optimizer);
    QVERIFY2(std::abs(states / kGB - expectedGB) < 0.05, qPrintable(QString::number(states / kGB)));
    // The gathered blocks of ZeRO-3 are counted apart, so the figure above stays the paper's.
    QCOMPARE(e.perGpu.zero3Gather > 0, stage == 3);
}

void TestMemoryEstimator::inference7bFp16ByHand()
{
    EstimateInput in;
    in.weights = WeightDtype::Fp16;
    const MemoryEstimate e = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    // Weights 6,738,415,616 · 2 = 13,476,831,232.
    QCOMPARE(e.perGpu.weights, Q_INT64_C(13476831232));
    // KV 524,288 · 4096 tokens · 1 sequence = 2 GiB.
    QCOMPARE(e.perGpu.kvCache, Q_INT64_C(2147483648));
    // Working set: attention 2·s·(2h + 2·a·d + 2·k·d) = 2·4096·24576 = 201,326,592, plus scores and softmax
    // without FlashAttention 4·a·s² = 4·32·4096² = 2,147,483,648 => 2,348,810,240 (larger than the MLP's
    // 2·4096·(2·4096 + 3·11008) = 337,641,472); plus fp32 logits of the last position 4·32000 = 128,000.
    QCOMPARE(e.perGpu.activations, Q_INT64_C(2348938240));
    QCOMPARE(e.perGpu.overhead, Q_INT64_C(2147483648));
    QCOMPARE(e.perGpu.total(), Q_INT64_C(13476831232) + Q_INT64_C(2147483648) + Q_INT64_C(2348938240)
            + Q_INT64_C(2147483648));
}

void TestMemoryEstimator::seed004Inference()
{
    // Seed 004 §2.2: 7B fp16 fits one 24 GB card.
    EstimateInput in;
    in.weights = WeightDtype::Fp16;
    const MemoryEstimate e7 = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QVERIFY(fitOn("rtx-4090", e7).fits);
    QCOMPARE(fitOn("rtx-4090", e7).minCards, 1);
    // 13B fp16 needs 40-48 GB: 26 GB of weights alone overflow a 24 GB card; an L40S (48 GB) holds it.
    const MemoryEstimate e13 = MemoryEstimator::estimate(preset("llama-2-13b"), in);
    QVERIFY(!fitOn("rtx-4090", e13).fits);
    QVERIFY(fitOn("l40s", e13).fits);
    QVERIFY(fitOn("rtx-4090", e13).headroomBytes < 0);
    // 70B int4 fits a single 80 GB card; 70B fp16 needs two 80 GB cards with tensor parallelism.
    EstimateInput int4;
    int4.weights = WeightDtype::Int4;
    int4.flashAttention = true;
    QVERIFY(fitOn("a100-sxm-80g", MemoryEstimator::estimate(preset("llama-2-70b"), int4)).fits);
    EstimateInput fp16;
    fp16.weights = WeightDtype::Fp16;
    fp16.flashAttention = true;
    const CardFit big = fitOn("a100-sxm-80g", MemoryEstimator::estimate(preset("llama-2-70b"), fp16));
    QVERIFY(!big.fits);
    QCOMPARE(big.minCards, 2);
    QCOMPARE(big.minSplit.tp, 2);
}

void TestMemoryEstimator::seed004FullFineTune7b()
{
    // Seed 004 §2.2: a 7B full fine-tune needs 16 bytes/param ≈ 108 GB of states: no single 80 GB card.
    EstimateInput in;
    in.task = Task::Full;
    in.flashAttention = true;
    in.recompute = Recompute::Full; // gradient checkpointing, as such recipes run
    const MemoryEstimate one = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QCOMPARE(one.perGpu.weights + one.perGpu.gradients + one.perGpu.optimizer, Q_INT64_C(6738415616) * 16);
    QVERIFY(!fitOn("a100-sxm-80g", one).fits);
    // ... and 8 × 80 GB with ZeRO-3: 107.8 GB / 8 = 13.5 GB of states per card.
    in.gpus = 8;
    in.zero = 3;
    const MemoryEstimate eight = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QCOMPARE(eight.perGpu.optimizer, Q_INT64_C(6738415616) * 12 / 8);
    QVERIFY(fitOn("a100-sxm-80g", eight).fits);
    QVERIFY(fitOn("h100-sxm", eight).fits);
}

void TestMemoryEstimator::seed004LoraFitsOneCard()
{
    // Seed 004 §2.2 / seed 000 §3.1: LoRA on 7B needs about what inference needs; a 24 GB card with
    // FlashAttention and checkpointing holds it, while full fine-tuning never does.
    EstimateInput in;
    in.task = Task::Lora;
    in.flashAttention = true;
    in.recompute = Recompute::Full;
    const MemoryEstimate lora = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QCOMPARE(lora.perGpu.gradients, 0);
    QCOMPARE(lora.perGpu.optimizer, 0);
    // Adapters: 39,976,960 trainable (r = 16, all linear) × (4 + 4 + 8) bytes = 639,631,360.
    QCOMPARE(lora.perGpu.adapters, Q_INT64_C(639631360));
    QVERIFY(fitOn("rtx-4090", lora).fits);
    // QLoRA puts the block linears in NF4: far below LoRA's 13.5 GB of bf16 weights.
    in.task = Task::Qlora;
    const MemoryEstimate qlora = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QVERIFY(qlora.perGpu.weights < lora.perGpu.weights / 3);
}

void TestMemoryEstimator::quantizedWeightsKeepEmbeddingsIn16Bit()
{
    EstimateInput in;
    in.weights = WeightDtype::Nf4;
    const ModelArch& arch = preset("llama-2-7b");
    const MemoryEstimate e = MemoryEstimator::estimate(arch, in);
    // Block linears 32 · 202,375,168 = 6,476,005,376 at 4 + 8/64 + 32/16384 bits;
    // the other 262,410,240 parameters (embeddings, head, norms) at 2 bytes.
    const double nf4Bits = 4.0 + 8.0 / 64.0 + 32.0 / 16384.0;
    const double expected = 6476005376.0 * nf4Bits / 8.0 + 262410240.0 * 2.0;
    QCOMPARE(e.perGpu.weights, std::llround(expected));
}

void TestMemoryEstimator::korthikantiGptLayer()
{
    EstimateInput in;
    in.task = Task::Full;
    in.context = 1024;
    const ModelArch& gpt2 = preset("gpt2");
    // sbh·(34 + 5as/h) = 1024·768·34 + 5·12·1024² = 26,738,688 + 62,914,560 = 89,653,248 bytes.
    QCOMPARE(activationBytesPerLayer(gpt2, in), 89653248.0);
    in.flashAttention = true;
    QCOMPARE(activationBytesPerLayer(gpt2, in), 26738688.0);
}

void TestMemoryEstimator::recomputationAndFlashAttention()
{
    EstimateInput in;
    in.task = Task::Full;
    const ModelArch& arch = preset("llama-2-7b");
    // Gated layer: s·b·(12h + 4kd + 8I) = 4096·(49152 + 16384 + 88064) = 629,145,600; + 5·a·s²·b =
    // 5·32·4096² = 2,684,354,560.
    QCOMPARE(activationBytesPerLayer(arch, in), 629145600.0 + 2684354560.0);
    in.recompute = Recompute::Selective;
    QCOMPARE(activationBytesPerLayer(arch, in), 629145600.0);
    // Full recomputation: 32 · 2·s·b·h = 32 · 33,554,432 = 1,073,741,824 + one full layer + logits
    // 4096 · 32000 · 14 bytes = 1,835,008,000.
    in.recompute = Recompute::Full;
    in.flashAttention = true;
    QCOMPARE(trainingActivationBytes(arch, in), 1073741824.0 + 629145600.0 + 1835008000.0);
    in.loss = LossKind::Chunked; // 4 bytes per logit element
    QCOMPARE(trainingActivationBytes(arch, in), 1073741824.0 + 629145600.0 + 524288000.0);
}

void TestMemoryEstimator::tensorParallelSplitsEverything()
{
    EstimateInput in;
    in.task = Task::Full;
    in.flashAttention = true;
    const MemoryEstimate one = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    in.gpus = 4;
    in.tp = 4;
    const MemoryEstimate four = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QCOMPARE(four.perGpu.weights, one.perGpu.weights / 4);
    QCOMPARE(four.perGpu.optimizer, one.perGpu.optimizer / 4);
    QCOMPARE(four.perGpu.activations, std::llround(double(one.perGpu.activations) / 4.0));
    QCOMPARE(four.perGpu.overhead, one.perGpu.overhead);
}

void TestMemoryEstimator::minimumCardsByHand()
{
    // Llama-2-7B full fine-tune, defaults (no FlashAttention, no recomputation): activations
    // 32 · 3,313,500,160 + logits 1,835,008,000 = 107,867,013,120 bytes — more than an 80 GB card
    // (85,899,345,920) on its own, so RentPlan must add tensor parallelism.
    // t = 2: activations/2 = 53,933,506,560; gather 2·(2·202,383,360)/2 = 404,766,720; overhead 2 GiB;
    //   room = 85,899,345,920 − 53,933,506,560 − 404,766,720 − 2,147,483,648 = 29,413,588,992;
    //   states 16·6,738,415,616 = 107,814,649,856 need dp ≥ 107,814,649,856 / (2 · room) = 1.83 => dp = 2: 4 cards.
    EstimateInput in;
    in.task = Task::Full;
    const CardFit fit = fitOn("a100-sxm-80g", MemoryEstimator::estimate(preset("llama-2-7b"), in));
    QCOMPARE(fit.minCards, 4);
    QCOMPARE(fit.minSplit.tp, 2);
    QCOMPARE(fit.minSplit.dp, 2);
    QCOMPARE(fit.minSplit.zero, 3);
    // A PCIe card can do the same split, but is warned about tensor parallelism without NVLink.
    const CardFit pcie = fitOn("a100-pcie-80g", MemoryEstimator::estimate(preset("llama-2-7b"), in));
    QCOMPARE(pcie.minCards, 4);
    QVERIFY(pcie.warnings.join(u' ').contains(u"PCIe"));
}

void TestMemoryEstimator::inputProblems()
{
    EstimateInput in;
    in.gpus = 6;
    in.tp = 4;
    QCOMPARE(in.problems().size(), 1);
    in.gpus = 8;
    QVERIFY(in.problems().isEmpty());
    QCOMPARE(in.dataParallel(), 2);
    in.task = Task::Qlora;
    in.weights = WeightDtype::Bf16;
    QCOMPARE(in.problems().size(), 1);
}

QTEST_GUILESS_MAIN(TestMemoryEstimator)
#include "tst_memoryestimator.moc"
