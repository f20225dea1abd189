// The memory estimate against the ZeRO paper, common sizing rules and hand arithmetic.
#include "models/arch/ConfigReader.h"
#include "models/arch/ModelPresets.h"
#include "models/arch/ShapeInference.h"
#include "models/catalog/CardCatalog.h"
#include "models/catalog/CardFit.h"
#include "models/memory/Activations.h"
#include "models/memory/Assumptions.h"
#include "models/memory/EstimateInputCodec.h"
#include "models/memory/MemoryEstimator.h"
#include "models/memory/TrainingFlops.h"

#include <QRandomGenerator>

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
    void pipelineInferenceByHand();
    void pipelineTrainingKeepsTheMicroBatchesInFlight();
    void fusedLossHoldsOneChunkOfLogits();
    void minimumCardsByHand();
    void inputProblems();
    void attentionDefaultsToSdpa();
    void loraDropoutUnderFullRecomputationKeepsOneLayer();
    void bareCountTakesKvHeadsFromTheFamily();
    void moeInferenceFollowsExpertsPerToken();
    void overflowIsRefusedNamingTheInput();
    void randomInputsGiveSaneBytes();
    void loadPeakDecidesWhenTheWholeModelIsBuilt();
    void peftCastsTheLargestTensorAtLoad();
    void shardedTrainingKeepsTheHeadAcrossTheTurn();
    void shardedQloraGathersWhatIsStored();
    void fsdpGradientsUnderAccumulationAndWholeUnits();
    void metricsAddReserveThenContext();
    void qloraKeepsTheInputsOfItsFourBitLinears();
    void optimizersAndOffloadByHand();
    void doraAddsMagnitudesAndAnOutputCopy();
    void fineTuningRecomputesByDefault();
    void timeSavedWithoutRecomputationFollowsTheFlops();
    void mistralQloraAtDefaultsFitsOne24GbCard();
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
    in.attention = Attention::Eager; // the score matrix, to check that term too
    in.overheadGiB = 2.0; // a fixed overhead in place of the metric's context and reserve
    const MemoryEstimate e = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    // Weights 6,738,415,616 · 2 = 13,476,831,232.
    QCOMPARE(e.perGpu.weights, Q_INT64_C(13476831232));
    // KV 524,288 · 4096 tokens · 1 sequence = 2 GiB.
    QCOMPARE(e.perGpu.kvCache, Q_INT64_C(2147483648));
    // Working set: attention 2·s·(2h + 2·a·d + 2·k·d) = 2·4096·24576 = 201,326,592, plus scores and softmax
    // under eager attention 4·a·s² = 4·32·4096² = 2,147,483,648 => 2,348,810,240 (larger than the MLP's
    // 2·4096·(2·4096 + 3·11008) = 337,641,472); plus fp32 logits of the last position 4·32000 = 128,000.
    QCOMPARE(e.perGpu.activations, Q_INT64_C(2348938240));
    QCOMPARE(e.perGpu.overhead, Q_INT64_C(2147483648));
    QCOMPARE(e.perGpu.total(),
        Q_INT64_C(13476831232) + Q_INT64_C(2147483648) + Q_INT64_C(2348938240) + Q_INT64_C(2147483648));
}

void TestMemoryEstimator::seed004Inference()
{
    // A 7B model in fp16 (about 13.5 GB of weights) fits one 24 GB card.
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
    int4.attention = Attention::Sdpa;
    QVERIFY(fitOn("a100-sxm-80g", MemoryEstimator::estimate(preset("llama-2-70b"), int4)).fits);
    EstimateInput fp16;
    fp16.weights = WeightDtype::Fp16;
    fp16.attention = Attention::Sdpa;
    const CardFit big = fitOn("a100-sxm-80g", MemoryEstimator::estimate(preset("llama-2-70b"), fp16));
    QVERIFY(!big.fits);
    QCOMPARE(big.minCards, 2);
    QCOMPARE(big.minSplit.tp, 2);
}

void TestMemoryEstimator::seed004FullFineTune7b()
{
    // A 7B full fine-tune needs 16 bytes/param (ZeRO paper) ≈ 108 GB of states: no single 80 GB card.
    EstimateInput in;
    in.task = Task::Full;
    in.attention = Attention::Sdpa;
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
    // LoRA on 7B needs about what inference needs; a 24 GB card with
    // FlashAttention and checkpointing holds it, while full fine-tuning never does.
    EstimateInput in;
    in.task = Task::Lora;
    in.attention = Attention::Sdpa;
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
    in.attention = Attention::Eager;
    const ModelArch& gpt2 = preset("gpt2");
    // GPT-2 has attn_pdrop 0.1, so eager attention keeps the dropout mask too (Korthikanti's 5·a·s²·b):
    // sbh·(34 + 5as/h) = 1024·768·34 + 5·12·1024² = 26,738,688 + 62,914,560 = 89,653,248 bytes.
    QCOMPARE(activationBytesPerLayer(gpt2, in), 89653248.0);
    in.attention = Attention::Sdpa;
    QCOMPARE(activationBytesPerLayer(gpt2, in), 26738688.0);
}

void TestMemoryEstimator::recomputationAndFlashAttention()
{
    EstimateInput in;
    in.task = Task::Full;
    const ModelArch& arch = preset("llama-2-7b");
    // Gated layer: s·b·(12h + 4kd + 8I) = 4096·(49152 + 16384 + 88064) = 629,145,600. SDPA (the default)
    // stores no scores.
    QCOMPARE(activationBytesPerLayer(arch, in), 629145600.0);
    // Eager: + 4·a·s²·b = 4·32·4096² = 2,147,483,648 (scores 2 + softmax 2 bytes; Llama's attention_dropout
    // is 0, so no dropout mask).
    in.attention = Attention::Eager;
    QCOMPARE(activationBytesPerLayer(arch, in), 629145600.0 + 2147483648.0);
    in.recompute = Recompute::Selective;
    QCOMPARE(activationBytesPerLayer(arch, in), 629145600.0);
    // Full recomputation: 32 · 2·s·b·h = 32 · 33,554,432 = 1,073,741,824, plus the larger of one full layer
    // being recomputed (629,145,600) and the logits, which are freed before it: under transformers' Trainer
    // 4096 · 32000 · 12 bytes = 1,572,864,000.
    in.recompute = Recompute::Full;
    in.attention = Attention::Sdpa;
    QCOMPARE(trainingActivationBytes(arch, in), 1073741824.0 + 1572864000.0);
    // A loop that keeps the outputs also holds the bf16 logits: 4096 · 32000 · 14 = 1,835,008,000.
    in.loss = LossKind::StandardKept;
    QCOMPARE(trainingActivationBytes(arch, in), 1073741824.0 + 1835008000.0);
    // A chunked loss, 4 bytes per logit element (524,288,000), holds less than the recomputed layer.
    in.loss = LossKind::Chunked;
    QCOMPARE(trainingActivationBytes(arch, in), 1073741824.0 + 629145600.0);
    // Without recomputation all 32 layers' activations are alive during the loss: everything adds up.
    in.recompute = Recompute::None;
    QCOMPARE(trainingActivationBytes(arch, in), 32.0 * 629145600.0 + 524288000.0);
    // Eager attention makes the recomputed layer the larger: 629,145,600 + 2,147,483,648 = 2,776,629,248
    // against the Trainer's 1,572,864,000 of logits. A loop that keeps the outputs still holds their bf16
    // logits, 2 · 4096 · 32000 = 262,144,000, while that layer is recomputed: 3,038,773,248.
    in.recompute = Recompute::Full;
    in.attention = Attention::Eager;
    in.loss = LossKind::Standard;
    QCOMPARE(trainingActivationBytes(arch, in), 1073741824.0 + 2776629248.0);
    in.loss = LossKind::StandardKept;
    QCOMPARE(trainingActivationBytes(arch, in), 1073741824.0 + 2776629248.0 + 262144000.0);
}

void TestMemoryEstimator::tensorParallelSplitsEverything()
{
    EstimateInput in;
    in.task = Task::Full;
    in.attention = Attention::Sdpa;
    const MemoryEstimate one = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    in.gpus = 4;
    in.tp = 4;
    const MemoryEstimate four = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QCOMPARE(four.perGpu.weights, one.perGpu.weights / 4);
    QCOMPARE(four.perGpu.optimizer, one.perGpu.optimizer / 4);
    QCOMPARE(four.perGpu.activations, std::llround(double(one.perGpu.activations) / 4.0));
    QCOMPARE(four.perGpu.overhead, one.perGpu.overhead);
}

void TestMemoryEstimator::pipelineInferenceByHand()
{
    // Llama-2-70B (h 8192, 80 layers, 64 heads, 8 KV heads of 128, I 28672, V 32000, untied) in bf16
    // on 4 pipeline stages, as LitGPT's generate/sequentially.py places it; 8 + 256 tokens, batch 1.
    // Per block: q and o 2·8192², k and v 2·8192·1024, MLP 3·8192·28672, two norms 2·8192
    //   = 134,217,728 + 16,777,216 + 704,643,072 + 16,384 = 855,654,400; 80 blocks 68,452,352,000.
    // Embeddings and head 2·32000·8192 = 524,288,000, final norm 8192: 68,976,648,192 in all.
    EstimateInput in;
    in.context = 264;
    in.metric = Metric::Allocated;
    in.gpus = 4;
    in.pp = 4;
    const ModelArch& arch = preset("llama-2-70b");
    const MemoryEstimate e = MemoryEstimator::estimate(arch, in);
    QCOMPARE(e.params.total, 68'976'648'192LL);
    QCOMPARE(e.split.pp, 4);
    // Each stage: 20 of the 80 blocks (with the final norm spread over them), 2 bytes each:
    // (68,976,648,192 − 524,288,000) · 2 / 4 = 34,226,180,096, and its end's 32000 · 8192 · 2 = 524,288,000.
    QCOMPARE(e.perGpu.weights, 34'226'180'096LL + 524'288'000LL);
    // KV: 2 · 80 · 8 · 128 · 2 bytes = 327,680 per token, · 264 tokens / 4 stages = 21,626,880.
    QCOMPARE(e.perGpu.kvCache, 21'626'880LL);
    // One block's working set, the MLP's 2 · 264 · (2 · 8192 + 3 · 28672) = 54,067,200, and on the
    // last stage the fp32 logits of the last position, 4 · 32000 = 128,000: the last stage decides.
    QCOMPARE(e.perGpu.activations, 54'067'200LL + 128'000LL);
    // Against one card holding everything, a stage holds a quarter of the blocks and one end.
    in.gpus = 1;
    in.pp = 1;
    const MemoryEstimate whole = MemoryEstimator::estimate(arch, in);
    QCOMPARE(whole.perGpu.weights, 2 * 68'976'648'192LL);
    // A split the GPU count cannot hold is named by its option.
    in.gpus = 6;
    in.pp = 4;
    QCOMPARE(in.optionProblems().size(), 1);
    QVERIFY(in.optionProblems().constFirst().startsWith(u"--pp"));
}

void TestMemoryEstimator::pipelineTrainingKeepsTheMicroBatchesInFlight()
{
    // Llama-2-7B full fine-tune (6,738,415,616 parameters, h 4096, 32 layers, V 32000, untied) on 4 stages,
    // 4096 tokens, micro-batch 1, full recomputation (the default). Under 1F1B the first stage keeps 4
    // micro-batches' block inputs, the last one micro-batch's and the logits.
    EstimateInput in;
    in.task = Task::Full;
    in.metric = Metric::Allocated;
    in.gpus = 4;
    in.pp = 4;
    const ModelArch& arch = preset("llama-2-7b");
    const MemoryEstimate e = MemoryEstimator::estimate(arch, in);
    // Parameters per stage: 8 of 32 blocks, (6,738,415,616 − 2 · 131,072,000) / 4 = 1,619,067,904, plus
    // one end, 32000 · 4096 = 131,072,000: 1,750,139,904. Weights 2 bytes, gradients 2, AdamW 12.
    QCOMPARE(e.perGpu.weights, 2 * 1'750'139'904LL);
    QCOMPARE(e.perGpu.gradients, 2 * 1'750'139'904LL);
    QCOMPARE(e.perGpu.optimizer, 12 * 1'750'139'904LL);
    // Block input 2 · 4096 · 4096 = 33,554,432 per block and micro-batch; the block being recomputed
    // holds its full activations on top (the workspace), per token 2 · (2·4096 norms + 2·4096 inputs)
    // + 2·4096 q + 4·4096 k, v + 2·4096 out + 8·11008 MLP = 153,600 bytes, · 4096 = 629,145,600;
    // logits under transformers' Trainer 4096 · 32000 · 12 = 1,572,864,000. The logits are freed before
    // the last stage recomputes its last block, so that stage holds the larger of the two.
    const double workspace = 629'145'600.0;
    const double first = 33'554'432.0 * 8 * 4 + workspace; // 1,073,741,824 + 629,145,600 = 1,702,887,424
    const double last = 33'554'432.0 * 8 + 1'572'864'000.0; // 268,435,456 + 1,572,864,000 = 1,841,299,456
    QCOMPARE(e.perGpu.activations, std::llround(last)); // the logits make the last stage the fuller one
    // A chunked loss keeps about 4 bytes per logit (524,288,000), less than the block being recomputed: the
    // last stage holds 268,435,456 + 629,145,600 = 897,581,056, and the first stage is the fuller one.
    in.loss = LossKind::Chunked;
    const MemoryEstimate chunked = MemoryEstimator::estimate(arch, in);
    QCOMPARE(chunked.perGpu.activations, std::llround(first));
    QVERIFY(first > 33'554'432.0 * 8 + workspace);
    // The printed assumptions say what the first stage's figure rests on.
    QVERIFY2(describeAssumptions(in).contains(u"4 pipeline stages, 1F1B with at least 4 micro-batches per step"),
        qPrintable(describeAssumptions(in)));
}

void TestMemoryEstimator::fusedLossHoldsOneChunkOfLogits()
{
    // Llama-2-7B (h 4096, V 32000), 4096 tokens, batch 1, bf16. Liger's chunk: cdiv(32000, 4096) = 8,
    // cdiv(4096, 8) = 512 rows, already a power of 2. 2 · (512 · 32000 + 4096 · 4096) + 4 · 4096
    // = 2 · (16,384,000 + 16,777,216) + 16,384 = 66,338,816 bytes, against the standard loss's
    // 4096 · 32000 · 12 = 1,572,864,000.
    EstimateInput in;
    in.task = Task::Lora;
    in.loss = LossKind::Fused;
    const ModelArch& arch = preset("llama-2-7b");
    QCOMPARE(trainingActivations(arch, in).logits, 66'338'816.0);
    // 3000 tokens: cdiv(3000, 8) = 375 rows, rounded up to 512: the same chunk, a smaller rest:
    // 2 · (512 · 32000 + 3000 · 4096) + 4 · 3000 = 2 · (16,384,000 + 12,288,000) + 12,000 = 57,356,000.
    in.context = 3000;
    QCOMPARE(trainingActivations(arch, in).logits, 57'356'000.0);
    // With the fused loss the block being recomputed, not the loss, sets the activations' peak: its
    // 629,145,600 bytes plus the LoRA dropout copies of its 7 adapted inputs, 3 bytes · 4096 tokens ·
    // (6 · 4096 + 11008) = 437,256,192: 1,066,401,792. The standard loss's 1,572,864,000 is larger, so the
    // estimate falls by the difference, 506,462,208.
    in.context = 4096;
    const MemoryEstimate fused = MemoryEstimator::estimate(arch, in);
    in.loss = LossKind::Standard;
    const MemoryEstimate standard = MemoryEstimator::estimate(arch, in);
    QCOMPARE(standard.perGpu.activations - fused.perGpu.activations, 1'572'864'000LL - 1'066'401'792LL);
    QCOMPARE(names::parseLoss(QStringLiteral("fused")), std::optional<LossKind>(LossKind::Fused));
}

void TestMemoryEstimator::minimumCardsByHand()
{
    // Llama-2-7B full fine-tune, eager attention, no recomputation, a fixed 2 GiB overhead: activations
    // 32 · (629,145,600 + 4·32·4096² = 2,776,629,248) + logits 4096 · 32000 · 12 = 1,572,864,000 is
    // 90,424,999,936 bytes — more than an 80 GB card (85,899,345,920) on its own, so RentPlan must add tensor
    // parallelism.
    // t = 2: activations/2 = 45,212,499,968; gather 2·(2·202,383,360)/2 = 404,766,720 plus, over dp = 2, the
    //   other half of the LM head, 2·131,072,000/2/2 = 65,536,000; overhead 2 GiB;
    //   room = 85,899,345,920 − 45,212,499,968 − 470,302,720 − 2,147,483,648 = 38,069,059,584;
    //   states 16·6,738,415,616 = 107,814,649,856 need dp ≥ 107,814,649,856 / (2 · room) = 1.42 => dp = 2: 4 cards.
    EstimateInput in;
    in.task = Task::Full;
    in.attention = Attention::Eager;
    in.recompute = Recompute::None;
    in.overheadGiB = 2.0;
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

void TestMemoryEstimator::attentionDefaultsToSdpa()
{
    // PyTorch's SDPA is what people run (docs/memory-model.md, "Training"); it never stores the s² score matrix.
    const EstimateInput defaults;
    QCOMPARE(defaults.attention, Attention::Sdpa);
    QCOMPARE(defaults.loraDropout, 0.05);
    QCOMPARE(defaults.metric, Metric::Device);
    // Llama-2-70B QLoRA without recomputation: without the s² term the 541.9 GiB of eager attention fall by
    // half, and the card advice finds that one 80 GB card holds it with gradient checkpointing (the default,
    // fineTuningRecomputesByDefault).
    EstimateInput in;
    in.task = Task::Qlora;
    in.recompute = Recompute::None;
    const MemoryEstimate e = MemoryEstimator::estimate(preset("llama-2-70b"), in);
    QVERIFY2(e.perGpu.total() < Q_INT64_C(300) * (1 << 30), qPrintable(QString::number(e.perGpu.total())));
    const CardFit a100 = fitOn("a100-sxm-80g", e);
    QVERIFY(!a100.fits);
    QVERIFY(!a100.alternatives.isEmpty());
    QCOMPARE(a100.alternatives.first().cards, 1);
    QCOMPARE(a100.alternatives.first().recompute, Recompute::Full);
    QVERIFY(!a100.alternatives.first().batchChanged);
    // At the defaults, with gradient checkpointing, that one card holds it as set.
    in.recompute.reset();
    const CardFit asSet = fitOn("a100-sxm-80g", MemoryEstimator::estimate(preset("llama-2-70b"), in));
    QVERIFY(asSet.fits);
    QCOMPARE(asSet.minCards, 1);
}

void TestMemoryEstimator::loraDropoutUnderFullRecomputationKeepsOneLayer()
{
    // Llama-2-7B, LoRA on q and v, s = 1304, b = 1, dropout 0.05. Each adapted linear's input is h = 4096
    // wide: q and v give 8192 elements per token per layer; a dropout copy keeps a 1-byte mask and the
    // 2-byte dropped copy: 3 · 1304 · 8192 = 32,047,104 bytes per layer.
    EstimateInput in;
    in.task = Task::Lora;
    in.loraTargets = LoraTargets::QV;
    in.context = 1304;
    in.loraDropout = 0.05;
    const ModelArch& arch = preset("llama-2-7b");
    // Activations kept for every layer: 32 layers' copies.
    in.recompute = Recompute::None;
    QCOMPARE(trainingActivations(arch, in).loraDropout, 32.0 * 32047104.0);
    // Full recomputation: only the layer being recomputed holds its copies (the bug counted all 32).
    in.recompute = Recompute::Full;
    QCOMPARE(trainingActivations(arch, in).loraDropout, 32047104.0);
    // Dropout 0 is off: no copies at all.
    in.loraDropout = 0.0;
    QCOMPARE(trainingActivations(arch, in).loraDropout, 0.0);
}

void TestMemoryEstimator::bareCountTakesKvHeadsFromTheFamily()
{
    // A bare 70B matches Llama-3 70B (70,553,706,496, within 1 %): 80 layers, 8 KV heads of 128,
    // 2 · 80 · 8 · 128 · 2 bytes = 327,680 bytes per token (one KV head per query head gave 64 → 2,621,440).
    const ModelArch b70 = inferShape(70'000'000'000, std::nullopt, std::nullopt);
    QCOMPARE(b70.kvHeads, 8);
    QCOMPARE(kvBytesPerToken(b70, 2.0), 327680);
    QCOMPARE(countParameters(b70).total, Q_INT64_C(70000000000)); // the user's count is kept
    // 13B matches Llama-2 13B, which has one KV head per query head (40).
    QCOMPARE(inferShape(13'000'000'000, std::nullopt, std::nullopt).kvHeads, 40);
    // 45B matches no preset: a guessed shape with grouped-query attention, 8 KV heads, said in a warning.
    const ModelArch b45 = inferShape(45'000'000'000, std::nullopt, std::nullopt);
    QCOMPARE(b45.kvHeads, 8);
    QVERIFY(b45.heads > 8);
    QVERIFY(b45.warnings.join(u' ').contains(u"8 KV heads"));
    // Below 30B the guess keeps one KV head per query head; a given count wins.
    const ModelArch b20 = inferShape(20'000'000'000, std::nullopt, std::nullopt);
    QCOMPARE(b20.kvHeads, b20.heads);
    QCOMPARE(inferShape(45'000'000'000, std::nullopt, std::nullopt, 4).kvHeads, 4);
}

void TestMemoryEstimator::moeInferenceFollowsExpertsPerToken()
{
    // Mixtral 8x7B, 4096 tokens: each token runs 2 experts of I = 14336. MLP working set
    // 2·s·(2h + 3·I·2) = 2·4096·(8192 + 86016) = 771,751,936 bytes, larger than attention's
    // 2·4096·(2·4096 + 2·4096 + 2·1024) = 150,994,944; + fp32 logits of one position 4·32000 = 128,000.
    // (Counting the intermediate size once gave 2·4096·(8192 + 43008) = 419,430,400.)
    EstimateInput in;
    QCOMPARE(inferenceWorkingBytes(preset("mixtral-8x7b"), in), 771751936.0 + 128000.0);
}

void TestMemoryEstimator::overflowIsRefusedNamingTheInput()
{
    // Context 16,777,216 × batch 8 under eager attention needs 4·32·(2²⁴)²·8 ≈ 2.9·10²⁰ bytes per
    // layer: far beyond 64-bit byte counts. It is refused, naming the context and batch, never wrapped.
    EstimateInput in;
    in.task = Task::Full;
    in.context = 16'777'216;
    in.batch = 8;
    in.attention = Attention::Eager;
    const MemoryEstimate e = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QVERIFY(e.refusal.contains(u"16777216"));
    QVERIFY(e.refusal.contains(u"8"));
    QCOMPARE(e.perGpu.total(), 0);
    for (const CardFit& f : CardFitter::fitAll(CardCatalog::builtIn(), e))
        QVERIFY(!f.fits && f.minCards == 0);
    // A bare 10¹⁵ parameters is large but computable: every figure positive.
    EstimateInput big;
    const MemoryEstimate huge
        = MemoryEstimator::estimate(inferShape(1'000'000'000'000'000, std::nullopt, std::nullopt), big);
    QVERIFY(huge.refusal.isEmpty());
    QCOMPARE(huge.perGpu.weights, Q_INT64_C(2000000000000000));
    QVERIFY(huge.perGpu.total() > huge.perGpu.weights);
}

void TestMemoryEstimator::randomInputsGiveSaneBytes()
{
    // Property: for random valid inputs, every byte count is ≥ 0, and a card fits only when the
    // per-GPU peak is within its memory. Seeded, so a failure reproduces.
    QRandomGenerator rng(20261130);
    const QList<ModelPreset>& presets = ModelPresets::all();
    int checked = 0, refused = 0;
    for (int i = 0; i < 1500; ++i) {
        const ModelArch& arch = presets.at(int(rng.bounded(int(presets.size())))).arch;
        EstimateInput in;
        in.task = Task(rng.bounded(4));
        in.context = std::int64_t(1) << rng.bounded(25);
        in.context += rng.bounded(1000);
        in.context = std::min<std::int64_t>(in.context, 16'777'216);
        in.batch = 1 + rng.bounded(rng.bounded(2) ? 64 : 100'000);
        in.tp = std::int64_t(1) << rng.bounded(4);
        in.gpus = in.tp * (1 + rng.bounded(64));
        in.zero = int(rng.bounded(4));
        in.optimizer = Optimizer(rng.bounded(6));
        in.precision = Precision(rng.bounded(2));
        in.recompute = Recompute(rng.bounded(3));
        if (i % 4 == 0)
            in.recompute.reset(); // the task's default
        in.attention = Attention(rng.bounded(2));
        in.metric = Metric(rng.bounded(3));
        in.loraTargets = LoraTargets(rng.bounded(2));
        in.loraRank = 1 + rng.bounded(512);
        in.loraDropout = rng.bounded(2) ? 0.0 : 0.1;
        in.dora = rng.bounded(2);
        in.optimizerInBackward = rng.bounded(2);
        in.offloadOptimizer = rng.bounded(2);
        in.offloadActivations = rng.bounded(2);
        in.offloadParams = in.zero == 3 && rng.bounded(2);
        if (rng.bounded(4) == 0)
            in.weights = WeightDtype(rng.bounded(9));
        if (!in.problems().isEmpty())
            continue;
        const MemoryEstimate e = MemoryEstimator::estimate(arch, in);
        if (!e.refusal.isEmpty()) {
            ++refused;
            continue;
        }
        const MemoryBreakdown& b = e.perGpu;
        for (std::int64_t v : { b.weights, b.gradients, b.optimizer, b.activations, b.kvCache, b.adapters,
                 b.zero3Gather, b.allocatorReserve, b.overhead, b.loadPeak, b.hostBytes, b.total() })
            QVERIFY2(v >= 0, qPrintable(QStringLiteral("case %1: %2").arg(i).arg(v)));
        for (const CardFit& f : CardFitter::fitAll(CardCatalog::builtIn(), e)) {
            const std::int64_t memory = f.card.memoryBytes();
            // Fit uses the whole device; the other metrics count less, never more.
            if (in.metric == Metric::Device)
                QCOMPARE(f.fits, b.peak() <= memory);
            if (f.fits)
                QVERIFY(b.total() <= memory);
            if (f.minCards > 0)
                QVERIFY(f.perGpuAtMinBytes <= memory && f.perGpuAtMinBytes > 0);
            for (const CardAlternative& a : f.alternatives)
                QVERIFY(a.perGpuTotalBytes <= memory && a.cards >= 1);
            // Without recomputation: only when the setting recomputes, never smaller than the setting's own
            // device peak (memory − headroom), fitting only where that fits, and saving a share of the time.
            QCOMPARE(f.withoutRecompute.has_value(), in.isTraining() && in.effectiveRecompute() == Recompute::Full);
            if (f.withoutRecompute) {
                QVERIFY(f.withoutRecompute->perGpuPeakBytes >= memory - f.headroomBytes);
                QCOMPARE(f.withoutRecompute->fits, f.fits && f.withoutRecompute->perGpuPeakBytes <= memory);
                QVERIFY(f.withoutRecompute->timeSaving > 0 && f.withoutRecompute->timeSaving < 1);
            }
        }
        ++checked;
    }
    QVERIFY2(checked > 500, qPrintable(QString::number(checked)));
    QVERIFY(refused > 0); // the huge contexts and batches do reach the limit
}

void TestMemoryEstimator::loadPeakDecidesWhenTheWholeModelIsBuilt()
{
    // LoRA on Llama-2-7B over 2 GPUs with ZeRO-3 and checkpointing, tensors only (metric allocated).
    EstimateInput in;
    in.task = Task::Lora;
    in.loraTargets = LoraTargets::QV;
    in.gpus = 2;
    in.zero = 3;
    in.recompute = Recompute::Full;
    in.context = 1304;
    in.metric = Metric::Allocated;
    const MemoryEstimate layered = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QCOMPARE(layered.perGpu.loadPeak, 0); // built one layer at a time: no peak beyond training
    // A full state dict loaded into the sharded model puts the whole 16-bit model on each card next to its shard:
    // 2·6,738,415,616 + 6,738,415,616 (the shard) + the adapters' share, well above the steady state.
    in.materialize = Materialize::Model;
    const MemoryEstimate whole = MemoryEstimator::estimate(preset("llama-2-7b"), in);
    QCOMPARE(whole.perGpu.loadPeak, Q_INT64_C(13476831232) + Q_INT64_C(6738415616) + whole.perGpu.adapters);
    QVERIFY(whole.perGpu.loadDecides());
    QCOMPARE(whole.perGpu.peak(), whole.perGpu.loadPeak);
    // The fit decision uses it: a 16 GiB card holds the steady state but not the load.
    Card card16 = *CardCatalog::builtIn().find(QStringLiteral("a100-sxm-80g"));
    card16.memoryMiB = 16 * 1024;
    QVERIFY(whole.perGpu.total() < card16.memoryBytes());
    const CardFit fit = CardFitter::fit(card16, whole);
    QVERIFY(!fit.fits);
    QVERIFY(fit.loadDecides);
    // Quantizing at load (bitsandbytes NF4 inference): the quantized weights plus one 16-bit block,
    // 2 · 202,383,360 = 404,766,720 bytes.
    EstimateInput nf4;
    nf4.weights = WeightDtype::Nf4NoDq;
    nf4.metric = Metric::Allocated;
    const MemoryEstimate q = MemoryEstimator::estimate(preset("llama-2-7b"), nf4);
    QCOMPARE(q.perGpu.loadPeak, q.perGpu.weights + Q_INT64_C(404766720));
}

void TestMemoryEstimator::peftCastsTheLargestTensorAtLoad()
{
    // Llama-3-8B QLoRA, tensors only. Loaded by transformers, bitsandbytes quantizes one 16-bit block at a time:
    // per block q 4096² + k, v 2·4096·1024 + o 4096² + MLP 3·4096·14336 + two norms 2·4096 = 218,112,000
    // parameters, 436,224,000 bytes, beside the weights already quantized.
    EstimateInput in;
    in.task = Task::Qlora;
    in.metric = Metric::Allocated;
    in.loader = Loader::Transformers;
    const MemoryBreakdown plain = MemoryEstimator::estimate(preset("llama-3-8b"), in).perGpu;
    QCOMPARE(plain.loadPeak - plain.weights, Q_INT64_C(436224000));
    // PEFT then casts the embeddings and the LM head (128,256 · 4096 each) to fp32 one at a time; while one is
    // cast its 16-bit copy is still there: 2 · 128,256 · 4096 = 1,050,673,152 bytes, the larger transient.
    in.loader = Loader::Peft;
    const MemoryBreakdown peft = MemoryEstimator::estimate(preset("llama-3-8b"), in).perGpu;
    QCOMPARE(peft.loadPeak - peft.weights, Q_INT64_C(1050673152));
    // Inference prepares nothing for adapters.
    in.task = Task::Inference;
    in.weights = WeightDtype::Nf4;
    const MemoryBreakdown serve = MemoryEstimator::estimate(preset("llama-3-8b"), in).perGpu;
    QCOMPARE(serve.loadPeak - serve.weights, Q_INT64_C(436224000));
}

void TestMemoryEstimator::shardedTrainingKeepsTheHeadAcrossTheTurn()
{
    // Llama-2-7B full fine-tune, ZeRO-3 over 8 cards with FSDP (the default sharder), one unit per layer,
    // prefetch on. Per block 4·4096² + 3·4096·11008 + 2·4096 = 202,383,360 parameters, 404,766,720 bytes.
    // - the unit at work and the prefetched next: 2 · 404,766,720 = 809,533,440;
    // - the root unit, the embeddings and the LM head (32000 · 4096 = 131,072,000 bf16 weights each, 262,144,000
    //   bytes), whole from the logits into the first backward step; each card already holds an eighth:
    //   524,288,000 · 7/8 = 458,752,000;
    // - a unit's bf16 gradients whole before the reduce-scatter, and the eighth it produces:
    //   404,766,720 · (1 + 1/8) = 455,362,560.
    // 1,723,648,000 in all.
    EstimateInput in;
    in.task = Task::Full;
    in.gpus = 8;
    in.zero = 3;
    QCOMPARE(MemoryEstimator::estimate(preset("llama-2-7b"), in).perGpu.zero3Gather, Q_INT64_C(1723648000));
    // Two layers per unit, no prefetch: one unit of two blocks, 809,533,440; the root, 458,752,000; two blocks'
    // gradients, 809,533,440 · 1.125 = 910,725,120: 2,179,010,560.
    EstimateInput wide = in;
    wide.shardUnitLayers = 2;
    wide.prefetch = false;
    QCOMPARE(MemoryEstimator::estimate(preset("llama-2-7b"), wide).perGpu.zero3Gather, Q_INT64_C(2179010560));
    // DeepSpeed ZeRO-3 with transformers' auto buckets: the block at work, 404,766,720; the prefetch bucket,
    // 0.9 · 4096² elements, 2 bytes each, 30,198,988.8; the LM head's other shards, 262,144,000 · 7/8 =
    // 229,376,000; the reduce bucket, 4096² · 2 = 33,554,432: 697,896,140.8.
    EstimateInput ds = in;
    ds.sharder = Sharder::DeepSpeed;
    QCOMPARE(MemoryEstimator::estimate(preset("llama-2-7b"), ds).perGpu.zero3Gather, Q_INT64_C(697896141));
    // One card with its parameters offloaded gathers its units too: 809,533,440; the whole root, 524,288,000 (no
    // other card holds any of it); the unit's gradients and their one shard, 2 · 404,766,720 = 809,533,440; and the
    // unit's shard copied to the GPU before gathering, 404,766,720: 2,548,121,600.
    in.gpus = 1;
    in.offloadParams = true;
    QCOMPARE(MemoryEstimator::estimate(preset("llama-2-7b"), in).perGpu.zero3Gather, Q_INT64_C(2548121600));
}

void TestMemoryEstimator::fsdpGradientsUnderAccumulationAndWholeUnits()
{
    // Llama-2-7B LoRA in bf16 over 2 cards, ZeRO-3 with FSDP. Per block 202,383,360 parameters, 404,766,720
    // bytes in 16 bits; 32 blocks, 12,952,535,040 bytes.
    EstimateInput in;
    in.task = Task::Lora;
    in.gpus = 2;
    in.zero = 3;
    in.metric = Metric::Allocated;
    const ModelArch& arch = preset("llama-2-7b");
    const MemoryBreakdown trained = MemoryEstimator::estimate(arch, in).perGpu;
    // Only the adapters get gradients (PEFT's wrapping): no gradient term, however many micro-batches accumulate.
    QCOMPARE(trained.gradients, 0);
    in.gradAccumulation = 128;
    QCOMPARE(MemoryEstimator::estimate(arch, in).perGpu.gradients, 0);
    // The frozen weights share each unit's flat parameter (LitGPT's wrapping): each card keeps its half of every
    // block's gradients after the reduce-scatter, 6,476,267,520 bytes...
    in.gradAccumulation = 1;
    in.unitGrads = UnitGrads::Whole;
    const MemoryBreakdown whole = MemoryEstimator::estimate(arch, in).perGpu;
    QCOMPARE(whole.gradients, Q_INT64_C(6476267520));
    // ...and the unit's gradient in backward is the whole unit, beside the half it produces: 404,766,720 · 1.5 =
    // 607,150,080 more working memory.
    QCOMPARE(whole.zero3Gather - trained.zero3Gather, Q_INT64_C(607150080));
    // 128 accumulated micro-batches: the 127 before the last run under no_sync and keep every gradient whole.
    in.gradAccumulation = 128;
    QCOMPARE(MemoryEstimator::estimate(arch, in).perGpu.gradients, Q_INT64_C(12952535040));
    // DeepSpeed reduces every micro-batch through its bucket; quantized weights never get gradients.
    EstimateInput deepspeed = in;
    deepspeed.sharder = Sharder::DeepSpeed;
    QCOMPARE(MemoryEstimator::estimate(arch, deepspeed).perGpu.gradients, 0);
    EstimateInput qlora = in;
    qlora.task = Task::Qlora;
    QCOMPARE(MemoryEstimator::estimate(arch, qlora).perGpu.gradients, 0);
    // One card: no FSDP, no such gradients.
    in.gpus = 1;
    in.zero = 0;
    QCOMPARE(MemoryEstimator::estimate(arch, in).perGpu.gradients, 0);
    // A full fine-tune (6,738,415,616 parameters, bf16 gradients: 13,476,831,232 bytes) over 8 cards: an eighth
    // each, 1,684,603,904; with 4 accumulated micro-batches all of it on every card.
    EstimateInput full;
    full.task = Task::Full;
    full.gpus = 8;
    full.zero = 3;
    QCOMPARE(MemoryEstimator::estimate(arch, full).perGpu.gradients, Q_INT64_C(1684603904));
    full.gradAccumulation = 4;
    const MemoryEstimate accumulating = MemoryEstimator::estimate(arch, full);
    QCOMPARE(accumulating.perGpu.gradients, Q_INT64_C(13476831232));
    // The fewest 80 GB cards for it are found with those gradients on every card, and hold the job.
    const CardFit fit = fitOn("a100-sxm-80g", accumulating);
    QVERIFY(fit.minCards > 0);
    ModelTotals device = accumulating.totals;
    device.metric = Metric::Device;
    QVERIFY(MemoryEstimator::perGpu(device, fit.minSplit).peak() <= fit.card.memoryBytes());
}

void TestMemoryEstimator::shardedQloraGathersWhatIsStored()
{
    // Llama-2-7B QLoRA (NF4 with double quantization, LoRA r = 16 on all linear layers), FSDP over 2 cards.
    // Linear weights per block 4·4096² + 3·4096·11008 = 202,375,168; 32 blocks, 6,476,005,376.
    // - a unit is gathered as stored: 202,375,168 packed at 4 bits, 101,187,584 bytes, and the two norms in 16
    //   bits, 16,384: 101,203,968; two units 202,407,936;
    // - the root, embeddings and head in 16 bits (TRL does not prepare a sharded QLoRA model), 2 · 262,144,000,
    //   half of it on the other card: 262,144,000;
    // - the adapters' gradients of one unit: 16 · (4 · 8192 + 3 · 15104) = 1,249,280 fp32 parameters, 4,997,120
    //   bytes, and half of that after the reduce-scatter: 7,495,680.
    // 472,047,616 in all.
    EstimateInput in;
    in.task = Task::Qlora;
    in.gpus = 2;
    in.zero = 3;
    const MemoryBreakdown b = MemoryEstimator::estimate(preset("llama-2-7b"), in).perGpu;
    QCOMPARE(b.zero3Gather, Q_INT64_C(472047616));
    // Weights: the scales (8/64 + 32/16384 bits = 65/512 bits per linear weight) stay whole on each card:
    // 6,476,005,376 · 65/4096 = 102,768,640 bytes. Stored in all: 6,476,005,376 · 4.126953125 / 8 =
    // 3,340,771,328, plus 262,410,240 other parameters at 2 bytes, 524,820,480: 3,865,591,808. Each card:
    // (3,865,591,808 − 102,768,640) / 2 + 102,768,640 = 1,984,180,224.
    QCOMPARE(b.weights, Q_INT64_C(1984180224));
    // With the parameters offloaded the scales still stay on the GPU.
    in.offloadParams = true;
    QCOMPARE(MemoryEstimator::estimate(preset("llama-2-7b"), in).perGpu.weights, Q_INT64_C(102768640));
}

void TestMemoryEstimator::metricsAddReserveThenContext()
{
    // Full fine-tune of Llama-2-7B, 4096 tokens. Allocated: the tensors. Reserved: + the last forward block's
    // working tensors, which the allocator keeps cached beside the larger logits (the smaller of the block,
    // 629,145,600, and the Trainer's logits, 1,572,864,000), + 13 % of the activations with that cached block
    // + 2 % of all tensors (the fitted shares). Device: + the CUDA context, 0.5 GiB.
    EstimateInput in;
    in.task = Task::Full;
    in.metric = Metric::Allocated;
    const MemoryBreakdown a = MemoryEstimator::estimate(preset("llama-2-7b"), in).perGpu;
    QCOMPARE(a.allocatorReserve, 0);
    QCOMPARE(a.overhead, 0);
    in.metric = Metric::Reserved;
    const MemoryBreakdown r = MemoryEstimator::estimate(preset("llama-2-7b"), in).perGpu;
    QCOMPARE(r.tensors(), a.tensors());
    const double cached = 629'145'600.0;
    QCOMPARE(r.allocatorReserve,
        std::llround(cached + 0.13 * (double(a.activations) + cached) + 0.02 * double(a.tensors())));
    QCOMPARE(r.overhead, 0);
    in.metric = Metric::Device;
    const MemoryBreakdown d = MemoryEstimator::estimate(preset("llama-2-7b"), in).perGpu;
    QCOMPARE(d.allocatorReserve, r.allocatorReserve);
    QCOMPARE(d.overhead, Q_INT64_C(536870912));
    // A fixed overhead replaces both.
    in.overheadGiB = 2.0;
    const MemoryBreakdown o = MemoryEstimator::estimate(preset("llama-2-7b"), in).perGpu;
    QCOMPARE(o.allocatorReserve, 0);
    QCOMPARE(o.overhead, Q_INT64_C(2147483648));
}

void TestMemoryEstimator::qloraKeepsTheInputsOfItsFourBitLinears()
{
    // bitsandbytes' 4-bit matmul saves its input for backward, where a frozen 16-bit linear does not: per token
    // and layer the attention input h (q, k and v share it), the output projection's input h, the MLP input h
    // (gate and up share it) and the down-projection input I, 2 bytes each.
    // That is bitsandbytes up to 0.43.1; from 0.43.2 it keeps only the packed weight (the default, a current release).
    // Llama-2-7B, s = 1304: 2·1304·(3·4096 + 11008)·32 layers = 2·1304·23,296·32 = 1,944,190,976 bytes.
    EstimateInput in;
    in.task = Task::Qlora;
    in.context = 1304;
    in.recompute = Recompute::None;
    QCOMPARE(trainingActivations(preset("llama-2-7b"), in).quantizedInputs, 0.0);
    // Each 4-bit matmul dequantizes its weight first, one at a time whatever the batch: the largest, an MLP
    // projection, 2 · 4096 · 11008 = 90,177,536 bytes; the same at micro-batch 4.
    QCOMPARE(trainingActivations(preset("llama-2-7b"), in).dequantized, 90177536.0);
    EstimateInput four = in;
    four.batch = 4;
    QCOMPARE(trainingActivations(preset("llama-2-7b"), four).dequantized, 90177536.0);
    in.bnbRelease = BnbRelease::UpTo0431;
    QCOMPARE(trainingActivations(preset("llama-2-7b"), in).quantizedInputs, 1944190976.0);
    // Full recomputation (the default): only the layer being recomputed, 1,944,190,976 / 32 = 60,755,968.
    in.recompute.reset();
    QCOMPARE(trainingActivations(preset("llama-2-7b"), in).quantizedInputs, 60755968.0);
    // Phi-2 (microsoft/phi-2 config.json: hidden 2560, intermediate 10240, a parallel block with one norm):
    // attention and MLP read the same norm output, so 2·1304·(2560 + 2560 + 10240) = 40,058,880 for that layer.
    InputError error;
    const auto phi = ConfigReader::fromFile(QStringLiteral(RENTPLAN_TEST_DATA "/configs/phi-2.json"), &error);
    QVERIFY2(phi, qPrintable(error.message));
    QCOMPARE(trainingActivations(*phi, in).quantizedInputs, 40058880.0);
    // LoRA on a 16-bit base keeps none of them, and dequantizes nothing.
    in.task = Task::Lora;
    QCOMPARE(trainingActivations(preset("llama-2-7b"), in).quantizedInputs, 0.0);
    QCOMPARE(trainingActivations(preset("llama-2-7b"), in).dequantized, 0.0);
    // The release is read from a number: any below 0.43.2 keeps the inputs.
    QCOMPARE(names::parseBnbRelease(QStringLiteral("0.41.1")), std::optional(BnbRelease::UpTo0431));
    QCOMPARE(names::parseBnbRelease(QStringLiteral("0.43.2")), std::optional(BnbRelease::Current));
    QCOMPARE(names::parseBnbRelease(QStringLiteral("0.45")), std::optional(BnbRelease::Current));
    QCOMPARE(names::parseBnbRelease(QStringLiteral("current")), std::optional(BnbRelease::Current));
    QVERIFY(!names::parseBnbRelease(QStringLiteral("0.41.1beta")));
    QVERIFY(!names::parseBnbRelease(QStringLiteral("new")));
}

void TestMemoryEstimator::optimizersAndOffloadByHand()
{
    // Llama-2-7B full fine-tune in mixed precision, P = 6,738,415,616.
    constexpr std::int64_t P = 6738415616;
    EstimateInput in;
    in.task = Task::Full;
    in.metric = Metric::Allocated;
    const ModelArch& arch = preset("llama-2-7b");
    // Paged AdamW: m and v (8 bytes) live in unified memory that PyTorch's allocator does not count; the fp32
    // master copy (4) stays. nvidia-smi sees both.
    in.optimizer = Optimizer::PagedAdamW;
    QCOMPARE(MemoryEstimator::estimate(arch, in).perGpu.optimizer, 4 * P);
    in.metric = Metric::Device;
    QCOMPARE(MemoryEstimator::estimate(arch, in).perGpu.optimizer, 12 * P);
    in.metric = Metric::Allocated;
    // SGD without momentum keeps only the master copy; with momentum 4 more.
    in.optimizer = Optimizer::SgdNoMomentum;
    QCOMPARE(MemoryEstimator::estimate(arch, in).perGpu.optimizer, 4 * P);
    in.optimizer = Optimizer::Sgd;
    QCOMPARE(MemoryEstimator::estimate(arch, in).perGpu.optimizer, 8 * P);
    in.optimizer = Optimizer::AdamW;
    // Optimizer in backward: one block's 16-bit gradients (2 · 202,383,360) instead of the model's 2 · P.
    in.optimizerInBackward = true;
    QCOMPARE(MemoryEstimator::estimate(arch, in).perGpu.gradients, Q_INT64_C(404766720));
    in.optimizerInBackward = false;
    // ZeRO-Offload: the optimizer states with the master copy (12 · P) and the gradients (2 · P) go to host RAM.
    in.offloadOptimizer = true;
    const MemoryBreakdown off = MemoryEstimator::estimate(arch, in).perGpu;
    QCOMPARE(off.optimizer, 0);
    QCOMPARE(off.gradients, 0);
    QCOMPARE(off.weights, 2 * P);
    QCOMPARE(off.hostBytes, 14 * P);
    // What ZeRO-Offload leaves on the GPU: the reduce bucket, 4096² · 2 = 33,554,432, and the staging buffer for
    // the largest gradient, the embeddings' 32000 · 4096 · 2 = 262,144,000: 295,698,432.
    QCOMPARE(off.zero3Gather, Q_INT64_C(295698432));
    // Parameter offload (ZeRO-3, one card): the weights leave too; two gathered blocks stay.
    in.zero = 3;
    in.offloadParams = true;
    const MemoryBreakdown params = MemoryEstimator::estimate(arch, in).perGpu;
    QCOMPARE(params.weights, 0);
    QCOMPARE(params.hostBytes, 16 * P);
    // FSDP: two units, the whole root (2 · 262,144,000), a unit's gradients and their one shard (2 · 404,766,720)
    // and the shard copied in (404,766,720): 809,533,440 + 524,288,000 + 809,533,440 + 404,766,720.
    QCOMPARE(params.zero3Gather, Q_INT64_C(2548121600));
    // Activation offloading keeps one layer and the logits (transformers' Trainer: 12 bytes each) on the GPU.
    EstimateInput act;
    act.task = Task::Full;
    act.offloadActivations = true;
    const double oneLayer = activationBytesPerLayer(arch, act);
    const double logits = 4096.0 * 32000.0 * 12.0;
    QCOMPARE(MemoryEstimator::estimate(arch, act).perGpu.activations, std::llround(oneLayer + logits));
}

void TestMemoryEstimator::doraAddsMagnitudesAndAnOutputCopy()
{
    // LoRA r = 8 on q and v of Llama-2-7B: 32 · 2 · 8 · (4096 + 4096) = 4,194,304 trainable; DoRA adds a
    // magnitude per output, 32 · (4096 + 4096) = 262,144 (Liu et al. 2024, eq. 2).
    EstimateInput in;
    in.task = Task::Lora;
    in.loraTargets = LoraTargets::QV;
    in.loraRank = 8;
    in.context = 1024;
    const ModelArch& arch = preset("llama-2-7b");
    QCOMPARE(MemoryEstimator::estimate(arch, in).trainableParams, Q_INT64_C(4194304));
    in.dora = true;
    QCOMPARE(MemoryEstimator::estimate(arch, in).trainableParams, Q_INT64_C(4456448));
    // One more 2-byte copy of each adapted output, for the layers whose activations are kept. Without
    // recomputation all 32: 2 · 1024 · (4096 + 4096) · 32 = 536,870,912 bytes; with it (the default) the one
    // being recomputed: 536,870,912 / 32 = 16,777,216.
    in.recompute = Recompute::None;
    QCOMPARE(trainingActivations(arch, in).dora, 536870912.0);
    in.recompute.reset();
    QCOMPARE(trainingActivations(arch, in).dora, 16777216.0);
}

void TestMemoryEstimator::fineTuningRecomputesByDefault()
{
    // PEFT (prepare_model_for_kbit_training, use_gradient_checkpointing=True), torchtune's recipes
    // (enable_activation_checkpointing: True) and LLaMA-Factory (disable_gradient_checkpointing=False) fine-tune
    // with gradient checkpointing on (docs/memory-model.md): so does every fine-tuning task here. Inference has
    // no backward pass and recomputes nothing.
    EstimateInput in;
    QVERIFY(!in.recompute);
    QCOMPARE(in.effectiveRecompute(), Recompute::None);
    for (Task task : { Task::Full, Task::Lora, Task::Qlora }) {
        in.task = task;
        QCOMPARE(in.effectiveRecompute(), Recompute::Full);
    }
    // A choice is kept; inference ignores one.
    in.recompute = Recompute::None;
    QCOMPARE(in.effectiveRecompute(), Recompute::None);
    in.task = Task::Inference;
    in.recompute = Recompute::Full;
    QCOMPARE(in.effectiveRecompute(), Recompute::None);

    // Saved settings: the key is written only when chosen; settings without it read as the default.
    EstimateInput lora;
    lora.task = Task::Lora;
    QVERIFY(!encodeEstimateInput(lora).contains("recompute"));
    QCOMPARE(decodeEstimateInput(R"({"task": "lora", "context": 2048})").effectiveRecompute(), Recompute::Full);
    lora.recompute = Recompute::None;
    const QByteArray saved = encodeEstimateInput(lora);
    QVERIFY2(saved.contains(R"("recompute":"none")"), saved.constData());
    QVERIFY(decodeEstimateInput(saved).recompute == Recompute::None);
    // Older versions wrote the key every time: the value read stays the user's.
    QCOMPARE(decodeEstimateInput(R"({"task": "full", "recompute": "selective"})").effectiveRecompute(),
        Recompute::Selective);
    // An unreadable value falls back to the default, as every setting of the forgiving settings reader does.
    QCOMPARE(
        decodeEstimateInput(R"({"task": "qlora", "recompute": "sometimes"})").effectiveRecompute(), Recompute::Full);
    // The loader likewise: absent at its default (PEFT), written and read back when chosen.
    EstimateInput qlora;
    qlora.task = Task::Qlora;
    QVERIFY(!encodeEstimateInput(qlora).contains("loader"));
    qlora.loader = Loader::Transformers;
    QVERIFY(encodeEstimateInput(qlora).contains(R"("loader":"transformers")"));
    QCOMPARE(decodeEstimateInput(encodeEstimateInput(qlora)).loader, Loader::Transformers);
    QCOMPARE(decodeEstimateInput(R"({"task": "qlora"})").loader, Loader::Peft);
    // The sharding and bitsandbytes choices: absent at their defaults, written and read back when chosen.
    for (const char* key :
        { "sharder", "shard_unit_layers", "prefetch", "bitsandbytes", "grad_accumulation", "unit_grads" })
        QVERIFY2(!encodeEstimateInput(qlora).contains(key), key);
    qlora.sharder = Sharder::DeepSpeed;
    qlora.shardUnitLayers = 4;
    qlora.prefetch = false;
    qlora.bnbRelease = BnbRelease::UpTo0431;
    qlora.gradAccumulation = 16;
    qlora.unitGrads = UnitGrads::Whole;
    const QByteArray chosen = encodeEstimateInput(qlora);
    QVERIFY(chosen.contains(R"("sharder":"deepspeed")") && chosen.contains(R"("bitsandbytes":"0.43.1")"));
    QVERIFY(chosen.contains(R"("grad_accumulation":16)") && chosen.contains(R"("unit_grads":"whole")"));
    const EstimateInput back = decodeEstimateInput(chosen);
    QCOMPARE(back.sharder, Sharder::DeepSpeed);
    QCOMPARE(back.shardUnitLayers, 4);
    QCOMPARE(back.prefetch, false);
    QCOMPARE(back.bnbRelease, BnbRelease::UpTo0431);
    QCOMPARE(back.gradAccumulation, 16);
    QCOMPARE(back.unitGrads, UnitGrads::Whole);
    // Accumulation below one micro-batch, or an unknown answer, keeps the default.
    const EstimateInput badAccumulation
        = decodeEstimateInput(R"({"task": "lora", "grad_accumulation": 0, "unit_grads": "some"})");
    QCOMPARE(badAccumulation.gradAccumulation, 1);
    QCOMPARE(badAccumulation.unitGrads, UnitGrads::Trained);
    // A bad unit keeps the default, the rest survive.
    const EstimateInput badUnit
        = decodeEstimateInput(R"({"task": "full", "shard_unit_layers": 0, "sharder": "deepspeed"})");
    QCOMPARE(badUnit.shardUnitLayers, 1);
    QCOMPARE(badUnit.sharder, Sharder::DeepSpeed);

    // The card advice at the default: "with gradient checkpointing" is no longer a change to offer; the setting
    // without it is, as the faster one.
    EstimateInput full;
    full.task = Task::Full;
    const MemoryEstimate e = MemoryEstimator::estimate(preset("llama-2-7b"), full);
    QCOMPARE(e.levers.size(), 1);
    QCOMPARE(e.levers.first().recompute, Recompute::None);
    QVERIFY(!e.levers.first().batchChanged);
    QCOMPARE(e.levers.first().timeShare, 0.75); // 6·P against 8·P FLOPs per token
    // Selective recomputation is a choice of its own: no lever without recomputation is offered for it.
    full.recompute = Recompute::Selective;
    for (const CardFit& f :
        CardFitter::fitAll(CardCatalog::builtIn(), MemoryEstimator::estimate(preset("llama-2-7b"), full)))
        QVERIFY(!f.withoutRecompute);
}

void TestMemoryEstimator::timeSavedWithoutRecomputationFollowsTheFlops()
{
    // Kaplan et al. 2020: a full fine-tune runs forward 2·P and backward 4·P per token, 8·P when the forward is
    // repeated; LoRA and QLoRA skip the frozen weights' gradients, 4·P and 6·P. Without recomputation a full
    // fine-tune takes 6/8 of the time (25 % less), LoRA and QLoRA 4/6 (a third less).
    QCOMPARE(trainingFlopsPerParameter(Task::Full, Recompute::None), 6.0);
    QCOMPARE(trainingFlopsPerParameter(Task::Full, Recompute::Full), 8.0);
    QCOMPARE(trainingFlopsPerParameter(Task::Full, Recompute::Selective), 6.0);
    QCOMPARE(trainingFlopsPerParameter(Task::Lora, Recompute::Full), 6.0);
    QCOMPARE(trainingFlopsPerParameter(Task::Qlora, Recompute::None), 4.0);
    QCOMPARE(trainingFlopsPerParameter(Task::Inference, Recompute::Full), 0.0);
    QCOMPARE(trainingTimeShare(Task::Full, Recompute::None, Recompute::Full), 0.75);
    QCOMPARE(trainingTimeShare(Task::Qlora, Recompute::None, Recompute::Full), 4.0 / 6.0);
    QCOMPARE(trainingTimeShare(Task::Lora, Recompute::Full, Recompute::None), 1.5);

    // In the card table: Llama-2-7B LoRA at the defaults (4096 tokens, micro-batch 1, all linear layers). An
    // 80 GB card holds it without recomputation as well and says so, a third less time; a 24 GB card holds it
    // only with it: without, every one of the 32 layers keeps 4096 · (12·4096 + 4·4096 + 8·11008) =
    // 629,145,600 bytes of activations, 20.1 GB before any other term.
    EstimateInput lora;
    lora.task = Task::Lora;
    const MemoryEstimate e = MemoryEstimator::estimate(preset("llama-2-7b"), lora);
    const CardFit h100 = fitOn("h100-sxm", e);
    QVERIFY(h100.fits && h100.withoutRecompute);
    QVERIFY(h100.withoutRecompute->fits);
    QCOMPARE(h100.withoutRecompute->timeSaving, 1.0 - 4.0 / 6.0);
    QCOMPARE(CardFitter::describe(*h100.withoutRecompute),
        QStringLiteral("also fits without gradient checkpointing (about 33 % less time)"));
    const CardFit rtx = fitOn("rtx-4090", e);
    QVERIFY(rtx.fits && rtx.withoutRecompute);
    QVERIFY(!rtx.withoutRecompute->fits);
    QVERIFY(rtx.withoutRecompute->perGpuPeakBytes > Q_INT64_C(32) * 629145600);
    QVERIFY(CardFitter::describe(*rtx.withoutRecompute).isEmpty());
    // A full fine-tune saves a quarter: Llama-3.2-1B on an 80 GB card.
    EstimateInput full;
    full.task = Task::Full;
    const CardFit small = fitOn("h100-sxm", MemoryEstimator::estimate(preset("llama-3.2-1b"), full));
    QVERIFY(small.withoutRecompute && small.withoutRecompute->fits);
    QCOMPARE(small.withoutRecompute->timeSaving, 0.25);
    // A setting without recomputation has no faster setting to offer.
    lora.recompute = Recompute::None;
    QVERIFY(!fitOn("h100-sxm", MemoryEstimator::estimate(preset("llama-2-7b"), lora)).withoutRecompute);
}

void TestMemoryEstimator::mistralQloraAtDefaultsFitsOne24GbCard()
{
    // Mistral-7B QLoRA, 4096 tokens, micro-batch 1, everything else at its default: NF4 with double
    // quantization readied by PEFT's prepare_model_for_kbit_training (what TRL runs), LoRA r = 16 on all linear
    // layers with dropout 0.05, AdamW in mixed precision, SDPA, the standard loss, gradient checkpointing, the
    // whole device as nvidia-smi shows it.
    // Weights: per block q 4096·4096 + k, v 2·4096·1024 + o 4096·4096 + MLP 3·4096·14336 = 218,103,808 linear
    //   weights; 32 blocks, 6,979,321,856, at 4 + 8/64 + 32/16384 bits = 3,600,416,768 bytes; the other
    //   7,241,732,096 − 6,979,321,856 = 262,410,240 parameters (embeddings, head, norms), cast to fp32 by PEFT,
    //   at 4 bytes, 1,049,640,960: 4,650,057,728.
    // Adapters: 16 · (8192 + 5120 + 5120 + 8192 + 3 · 18432) = 1,310,720 per layer, 41,943,040 in all, fp32
    //   with a gradient and AdamW's m and v, 16 bytes each: 671,088,640.
    // Activations under full recomputation: each layer's input, fp32 after PEFT's cast, 32 · 4·4096·4096 =
    //   2,147,483,648; then the larger of what the loss holds and what the block being recomputed holds
    //   (the loss's backward frees the logits before the last block is recomputed):
    //   - the loss: the logits under transformers' Trainer, 4096 · 32000 · 12 = 1,572,864,000, and the
    //     16-bit copy autocast makes of the fp32 head, 2 · 32000 · 4096 = 262,144,000: 1,835,008,000;
    //   - the block: 4096 · (4·4096 + 4·4096 + 2·4096 + 4·1024 + 2·4096 + 8·14336) = 687,865,856, its LoRA
    //     dropout copies, 3 · 4096 · (6·4096 + 14336) = 478,150,656, and the one 4-bit linear dequantized for
    //     its matmul, an MLP projection, 2 · 4096 · 14336 = 117,440,512 (a current bitsandbytes keeps no
    //     inputs): 1,283,457,024.
    //   2,147,483,648 + 1,835,008,000 = 3,982,491,648.
    // Tensors 4,650,057,728 + 671,088,640 + 3,982,491,648 = 9,303,638,016. The allocator keeps the last
    //   forward block's freed 1,283,457,024 cached beside the logits, which are too large to reuse it; the
    //   reserve is that plus the fitted shares, 0.13 · (3,982,491,648 + 1,283,457,024) + 0.02 · 9,303,638,016
    //   = 870,646,087.68: 2,154,103,112. CUDA context 536,870,912: 11,994,612,040 bytes, 11.17 GiB, within an
    //   RTX 4090's 24,564 MiB, an L4's 23,034 and an A10's 23,028.
    EstimateInput in;
    in.task = Task::Qlora;
    in.context = 4096;
    in.batch = 1;
    const MemoryEstimate e = MemoryEstimator::estimate(preset("mistral-7b"), in);
    QCOMPARE(e.params.total, Q_INT64_C(7241732096));
    QCOMPARE(e.perGpu.weights, Q_INT64_C(4650057728));
    QCOMPARE(e.perGpu.adapters, Q_INT64_C(671088640));
    QCOMPARE(e.perGpu.activations, Q_INT64_C(3982491648));
    QCOMPARE(e.perGpu.allocatorReserve, Q_INT64_C(2154103112));
    QCOMPARE(e.perGpu.total(), Q_INT64_C(11994612040));
    QVERIFY(!e.perGpu.loadDecides());
    // Loaded by a framework that leaves the model as transformers gives it (LLaMA-Factory, Unsloth): the 262,410,240
    // parameters stay 16-bit (524,820,480 bytes, weights 4,125,237,248), each layer's input 2 bytes (32 · 2·4096·4096
    // = 1,073,741,824) and no head copy, so the loss holds 1,572,864,000, still more than the block's
    // 1,283,457,024: activations 2,646,605,824, tensors 7,442,931,712, reserve 1,283,457,024 cached +
    // 0.13 · (2,646,605,824 + 1,283,457,024) + 0.02 · 7,442,931,712 = 1,943,223,828.48: 9,923,026,452 bytes.
    EstimateInput plain = in;
    plain.loader = Loader::Transformers;
    const MemoryBreakdown p = MemoryEstimator::estimate(preset("mistral-7b"), plain).perGpu;
    QCOMPARE(p.weights, Q_INT64_C(4125237248));
    QCOMPARE(p.activations, Q_INT64_C(2646605824));
    QCOMPARE(p.total(), Q_INT64_C(9923026452));
    QVERIFY(describeAssumptions(in).contains(u"readied by PEFT: embeddings, head and norms in fp32"));
    QVERIFY(describeAssumptions(plain).contains(u"embeddings, head and norms left in 16 bits"));
    // Sharded over two cards with ZeRO-3, TRL does not prepare the model: the 16-bit figures hold whatever the loader.
    EstimateInput sharded = in;
    sharded.gpus = 2;
    sharded.zero = 3;
    EstimateInput shardedPlain = sharded;
    shardedPlain.loader = Loader::Transformers;
    QCOMPARE(MemoryEstimator::estimate(preset("mistral-7b"), sharded).perGpu.total(),
        MemoryEstimator::estimate(preset("mistral-7b"), shardedPlain).perGpu.total());
    for (const char* card : { "rtx-4090", "l4", "a10" }) {
        const CardFit f = fitOn(card, e);
        QVERIFY2(f.fits, card);
        QCOMPARE(f.minCards, 1);
        QCOMPARE(f.minSplit.cards(), 1);
    }
    // Without gradient checkpointing all 32 layers keep theirs, each with its fp32 input's extra 2·4096·4096:
    // 32 · (687,865,856 + 478,150,656 + 33,554,432) = 38,386,270,208, all alive during the loss (allocated
    // together: nothing cached beside them): + 1,572,864,000 + 262,144,000 and the one dequantized weight,
    // 117,440,512: 40,338,718,720 of activations; tensors 45,659,865,088, reserve
    // 0.13 · 40,338,718,720 + 0.02 · 45,659,865,088 = 6,157,230,735.36, context: 52,353,966,735 bytes. An 80 GB
    // card holds that, a third faster; a 24 GB card does not.
    const CardFit rtx = fitOn("rtx-4090", e);
    QVERIFY(rtx.withoutRecompute);
    QCOMPARE(rtx.withoutRecompute->perGpuPeakBytes, Q_INT64_C(52353966735));
    QVERIFY(!rtx.withoutRecompute->fits);
    const CardFit a100 = fitOn("a100-sxm-80g", e);
    QVERIFY(a100.withoutRecompute && a100.withoutRecompute->fits);
    QCOMPARE(a100.withoutRecompute->timeSaving, 1.0 - 4.0 / 6.0);
}

QTEST_GUILESS_MAIN(TestMemoryEstimator)
#include "tst_memoryestimator.moc"
