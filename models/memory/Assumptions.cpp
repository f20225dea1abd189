#include "models/memory/Assumptions.h"

#include "models/memory/WeightFormat.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Assumptions)
};

QString weightsText(WeightDtype w)
{
    switch (w) {
    case WeightDtype::Fp32:
        return Text::tr("fp32 weights");
    case WeightDtype::Bf16:
        return Text::tr("bf16 weights");
    case WeightDtype::Fp16:
        return Text::tr("fp16 weights");
    case WeightDtype::Fp8:
        return Text::tr("fp8 weights");
    case WeightDtype::Int8:
        return Text::tr("int8 weights");
    case WeightDtype::Int4:
        return Text::tr("int4 weights");
    case WeightDtype::Nf4:
        return Text::tr("NF4 weights (double quantization)");
    case WeightDtype::Nf4NoDq:
        return Text::tr("NF4 weights");
    case WeightDtype::Fp4:
        return Text::tr("FP4 weights");
    }
    return {};
}

QString optimizerText(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW:
        return Text::tr("AdamW");
    case Optimizer::AdamW8bit:
        return Text::tr("8-bit AdamW");
    case Optimizer::Sgd:
        return Text::tr("SGD with momentum");
    case Optimizer::PagedAdamW8bit:
        return Text::tr("paged 8-bit AdamW");
    case Optimizer::PagedAdamW:
        return Text::tr("paged AdamW");
    case Optimizer::SgdNoMomentum:
        return Text::tr("SGD without momentum");
    }
    return {};
}

QString metricText(Metric m)
{
    switch (m) {
    case Metric::Allocated:
        return Text::tr("metric: allocated tensors");
    case Metric::Reserved:
        return Text::tr("metric: reserved by PyTorch");
    case Metric::Device:
        return Text::tr("metric: whole device (nvidia-smi)");
    }
    return {};
}

// Which loss the logits' bytes rest on (logitBytesPerElement, fusedLossBytes).
QString lossText(LossKind loss)
{
    switch (loss) {
    case LossKind::Standard:
        return Text::tr("transformers Trainer's loss");
    case LossKind::StandardKept:
        return Text::tr("standard loss, logits kept to backward");
    case LossKind::Chunked:
        return Text::tr("chunked loss");
    case LossKind::Fused:
        return Text::tr("fused linear loss");
    }
    return {};
}

} // namespace

QString taskText(Task task)
{
    switch (task) {
    case Task::Inference:
        return Text::tr("inference");
    case Task::Full:
        return Text::tr("full fine-tune");
    case Task::Lora:
        return Text::tr("LoRA");
    case Task::Qlora:
        return Text::tr("QLoRA");
    }
    return {};
}

QString recomputeText(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return Text::tr("no recomputation");
    case Recompute::Selective:
        return Text::tr("selective recomputation");
    case Recompute::Full:
        return Text::tr("gradient checkpointing");
    }
    return {};
}

namespace {

// Who shards, how, and how far ahead: the terms of the sharded working memory rest on it.
QString shardingText(const EstimateInput& in)
{
    if (in.sharder == Sharder::DeepSpeed)
        return in.prefetch ? Text::tr("DeepSpeed ZeRO-3 with transformers' auto buckets")
                           : Text::tr("DeepSpeed ZeRO-3 with transformers' auto buckets, no prefetch");
    const int layers = int(in.shardUnitLayers);
    QString text = in.prefetch ? Text::tr("FSDP with %1-layer units, the next one prefetched").arg(layers)
                               : Text::tr("FSDP with %1-layer units, no prefetch").arg(layers);
    if (in.isLora() && in.unitGrads == UnitGrads::Whole)
        text += Text::tr(", frozen weights sharing the adapters' units get gradients");
    if (in.gradAccumulation > 1)
        text += Text::tr(", gradients kept whole over %1 accumulated micro-batches").arg(in.gradAccumulation);
    return text;
}

} // namespace

QString describeAssumptions(const EstimateInput& in)
{
    const QLocale locale;
    QStringList parts;
    parts.append(in.attention == Attention::Sdpa ? Text::tr("SDPA attention") : Text::tr("eager attention"));
    if (in.isTraining()) {
        parts.append(recomputeText(in.effectiveRecompute()));
        parts.append(weightsText(in.effectiveWeights()));
        if (in.isLora() && isBitsandbytes(in.effectiveWeights()))
            parts.append(castsRestToFp32(in) ? Text::tr("readied by PEFT: embeddings, head and norms in fp32")
                                             : Text::tr("embeddings, head and norms left in 16 bits"));
        if (in.task == Task::Qlora && isBitsandbytes(in.effectiveWeights()))
            parts.append(in.bnbRelease == BnbRelease::UpTo0431 ? Text::tr("bitsandbytes 0.43.1 or earlier")
                                                               : Text::tr("bitsandbytes 0.43.2 or later"));
        if ((in.zero == 3 && in.dataParallel() > 1) || in.offloadParams)
            parts.append(shardingText(in));
        parts.append(in.precision == Precision::Mixed ? Text::tr("mixed precision") : Text::tr("pure bf16"));
        parts.append(optimizerText(in.optimizer));
        parts.append(lossText(in.loss));
        parts.append(Text::tr("context %1 × micro-batch %2")
                         .arg(locale.toString(qlonglong(in.context)), locale.toString(qlonglong(in.batch))));
    } else {
        parts.append(weightsText(in.effectiveWeights()));
        parts.append(Text::tr("context %1 × batch %2")
                         .arg(locale.toString(qlonglong(in.context)), locale.toString(qlonglong(in.batch))));
    }
    if (in.pp > 1) // the first stage's activations rest on the 1F1B schedule filling the pipeline
        parts.append(in.isTraining()
                ? Text::tr("%1 pipeline stages, 1F1B with at least %1 micro-batches per step").arg(in.pp)
                : Text::tr("%1 pipeline stages").arg(in.pp));
    // The metric stays named when the overhead is fixed: it still says what the peak is compared with.
    parts.append(metricText(in.metric));
    if (in.overheadGiB)
        parts.append(Text::tr("overhead fixed at %1 GiB").arg(locale.toString(*in.overheadGiB)));
    return Text::tr("Assumes: %1").arg(parts.join(Text::tr(", ")));
}

} // namespace rp
