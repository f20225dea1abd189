#pragma once

#include "models/arch/ParameterCount.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace rp {

enum class Task { Inference, Full, Lora, Qlora };
// nf4: bitsandbytes NF4 with double quantization (the QLoRA recipe); nf4-nodq without it; fp4: bitsandbytes FP4.
enum class WeightDtype { Fp32, Bf16, Fp16, Fp8, Int8, Int4, Nf4, Nf4NoDq, Fp4 };
enum class KvDtype { Bf16, Fp8, Fp32 };
// sgd keeps momentum; the paged ones are bitsandbytes' unified-memory optimizers.
enum class Optimizer { AdamW, AdamW8bit, Sgd, PagedAdamW8bit, PagedAdamW, SgdNoMomentum };
enum class Precision { Mixed, Bf16 }; // mixed: fp32 master weights (ZeRO paper); bf16: pure bf16 (torchtune, LitGPT)
enum class Recompute { None, Selective, Full };
// transformers' default cross-entropy run by its Trainer, which lets the model's outputs go before backward;
// a chunked one (LitGPT, torchtune); a fused linear one that never holds the whole logits (Liger's fused
// linear cross-entropy, Apple's cut cross-entropy); transformers' default cross-entropy in a loop that keeps
// the outputs, and so the 16-bit logits, alive through backward (`outputs = model(**batch);
// outputs.loss.backward()`, as PEFT's method_comparison/MetaMathQA/run.py does). docs/memory-model.md, "Logits".
enum class LossKind { Standard, Chunked, Fused, StandardKept };
// sdpa: PyTorch scaled_dot_product_attention / FlashAttention, no s² score matrix; eager: the matrix is stored.
enum class Attention { Sdpa, Eager };
// What a measured peak counts: torch.cuda.max_memory_allocated(), max_memory_reserved(), or nvidia-smi.
enum class Metric { Allocated, Reserved, Device };
// How sharded training (ZeRO-3, FSDP) builds the model before sharding it: one layer at a time
// (DeepSpeed zero.Init, accelerate's RAM-efficient loading, FSDP's own init and full state-dict load, which
// unshard one unit at a time) or the whole model on every card (a script that moves the model to its GPU
// before wrapping it in FSDP).
enum class Materialize { Layer, Model };
// How a bitsandbytes-quantized model is made ready for adapters (docs/memory-model.md "Quantized
// models: who prepares them"). peft: PEFT's prepare_model_for_kbit_training, which TRL's SFTTrainer
// calls (trl/models/utils.py, prepare_peft_model), casts every parameter that is not quantized (embeddings,
// LM head, norms) to fp32 (peft/src/peft/utils/other.py); transformers: the model as from_pretrained
// leaves it, those parameters in 16 bits (LLaMA-Factory, Unsloth, LitGPT and torchtune's own loaders).
enum class Loader { Peft, Transformers };
// Who shards the training state at ZeRO stage 3 (docs/memory-model.md, "Sharded training's working memory"):
// PyTorch FSDP (FULL_SHARD, fully_shard), which gathers whole wrapped units and keeps its root unit (the
// embeddings, final norm and LM head) whole from forward to backward; or DeepSpeed ZeRO-3, which gathers
// module by module within a prefetch bucket and reduces gradients through a bucket of its own.
enum class Sharder { Fsdp, DeepSpeed };
// Which bitsandbytes release runs a 4-bit model: up to 0.43.1 MatMul4Bit keeps each 4-bit linear's input
// for backward (ctx.tensors = (A, B)); from 0.43.2 (commit 9e753741, July 2024) it keeps only the packed
// weight (bitsandbytes/autograd/_functions.py).
enum class BnbRelease { Current, UpTo0431 };
// What FSDP's gradients cover (docs/memory-model.md, "Gradient accumulation under FSDP"). trained: only the
// trained parameters get gradients, as when the adapters sit in FSDP units of their own (the wrapping policy
// PEFT gives accelerate, peft/src/peft/utils/other.py fsdp_auto_wrap_policy) or FSDP2 shards parameter by
// parameter. whole: a unit's frozen and trained parameters share one flat parameter (FSDP1 with
// use_orig_params=True and a per-block wrap, as LitGPT's Fabric sets it), whose gradient covers the whole
// unit: "equivalent to not freezing those parameters" (torch/distributed/fsdp/fully_sharded_data_parallel.py,
// the use_orig_params docstring).
enum class UnitGrads { Trained, Whole };

// Everything the user chooses besides the model, with the defaults docs/memory-model.md gives.
struct EstimateInput {
    Task task = Task::Inference;
    std::optional<WeightDtype> weights; // unset: bf16, or nf4 for QLoRA
    KvDtype kvDtype = KvDtype::Bf16;
    std::int64_t context = 4096; // s
    std::int64_t batch = 1; // b: micro-batch, or concurrent sequences when serving
    std::int64_t gpus = 1; // total; data-parallel degree = gpus / (tp · pp)
    std::int64_t tp = 1;
    std::int64_t pp = 1; // pipeline stages of consecutive blocks; data-parallel degree = gpus / (tp · pp)
    int zero = 0;
    Optimizer optimizer = Optimizer::AdamW;
    bool optimizerInBackward = false; // the step runs inside backward: no full gradient buffer
    Precision precision = Precision::Mixed;
    // Unset: the task's default, read through effectiveRecompute(). Comparing this optional with a
    // Recompute compiles but is false when unset: always go through effectiveRecompute().
    std::optional<Recompute> recompute;
    Attention attention = Attention::Sdpa;
    std::int64_t loraRank = 16;
    LoraTargets loraTargets = LoraTargets::AllLinear;
    double loraDropout = 0.05; // probability; 0 = off (PEFT and LLaMA-Factory default to 0.05)
    bool dora = false; // weight-decomposed LoRA (Liu et al. 2024)
    LossKind loss = LossKind::Standard;
    bool offloadOptimizer = false; // ZeRO-Offload / FSDP CPU offload of the optimizer states
    bool offloadParams = false; // ZeRO-3 / FSDP parameter offload to host RAM
    bool offloadActivations = false; // saved activations kept in host RAM between forward and backward
    Metric metric = Metric::Device;
    Materialize materialize = Materialize::Layer;
    Loader loader = Loader::Peft; // read only for LoRA/QLoRA on bitsandbytes weights (castsRestToFp32)
    Sharder sharder = Sharder::Fsdp; // read only when the weights are sharded (ZeRO-3) or offloaded
    // Decoder layers per FSDP unit: 1 is the per-layer wrapping accelerate (TRANSFORMER_BASED_WRAP),
    // LitGPT (auto_wrap_policy={Block}) and torchtune apply.
    std::int64_t shardUnitLayers = 1;
    // The next unit is gathered while the current one computes: FSDP's BACKWARD_PRE and its
    // limit_all_gathers (two in flight), DeepSpeed's stage3_prefetch_bucket_size. Off: one at a time.
    bool prefetch = true;
    // Micro-batches per optimizer step. Under FSDP, the micro-batches before the last run in no_sync (Lightning
    // Fabric's no_backward_sync, accelerate's accumulate), which keeps every unit's gradients whole.
    std::int64_t gradAccumulation = 1;
    UnitGrads unitGrads = UnitGrads::Trained; // read only for LoRA on 16-bit weights sharded by FSDP
    BnbRelease bnbRelease = BnbRelease::Current;
    std::optional<double> overheadGiB; // overrides the CUDA context and allocator reserve per GPU

    bool isTraining() const { return task != Task::Inference; }
    bool isLora() const { return task == Task::Lora || task == Task::Qlora; }
    WeightDtype effectiveWeights() const
    {
        return weights.value_or(task == Task::Qlora ? WeightDtype::Nf4 : WeightDtype::Bf16);
    }
    // Fine-tuning defaults to full recomputation (gradient checkpointing), as the frameworks people
    // fine-tune with do: PEFT's prepare_model_for_kbit_training(model, use_gradient_checkpointing=True)
    // (peft/src/peft/utils/other.py), torchtune's recipe configs (enable_activation_checkpointing: True,
    // torchtune/recipes/configs/mistral/7B_full.yaml, 7B_lora_single_device.yaml, 7B_qlora_single_device.yaml)
    // and LLaMA-Factory (prepare_model_for_training in src/llamafactory/model/model_utils/checkpointing.py
    // turns it on unless disable_gradient_checkpointing, default False in src/llamafactory/hparams/model_args.py).
    // Inference has no backward pass: nothing to recompute, whatever is set.
    Recompute effectiveRecompute() const
    {
        return isTraining() ? recompute.value_or(Recompute::Full) : Recompute::None;
    }
    std::int64_t dataParallel() const { return tp > 0 && pp > 0 ? gpus / (tp * pp) : 0; }
    // Empty when consistent; else what is wrong, naming the fields by their labels.
    QStringList problems() const;
    // The same, each prefixed with the command-line option that sets the field ("--tp: ...").
    QStringList optionProblems() const;

private:
    QList<QPair<QString, QString>> checked() const; // (option, message)
};

// Names used on the command line and in saved settings ("inference", "bf16", ...).
namespace names {
QStringList tasks();
QStringList weightDtypes();
QStringList kvDtypes();
QStringList optimizers();
QStringList precisions();
QStringList recomputes();
QStringList losses();
QStringList loraTargets();
QStringList attentions();
QStringList metrics();
QStringList offloads();
QStringList materializations();
QStringList loaders();
QStringList sharders();
QStringList unitGradsNames();
QString task(Task v);
QString weightDtype(WeightDtype v);
QString kvDtype(KvDtype v);
QString optimizer(Optimizer v);
QString precision(Precision v);
QString recompute(Recompute v);
QString loss(LossKind v);
QString loraTargets(LoraTargets v);
QString attention(Attention v);
QString metric(Metric v);
QString materialize(Materialize v);
QString loader(Loader v);
QString sharder(Sharder v);
QString unitGrads(UnitGrads v);
QString bnbRelease(BnbRelease v); // "current" or "0.43.1"
std::optional<Task> parseTask(const QString& s);
std::optional<WeightDtype> parseWeightDtype(const QString& s);
std::optional<KvDtype> parseKvDtype(const QString& s);
std::optional<Optimizer> parseOptimizer(const QString& s);
std::optional<Precision> parsePrecision(const QString& s);
std::optional<Recompute> parseRecompute(const QString& s);
std::optional<LossKind> parseLoss(const QString& s);
std::optional<LoraTargets> parseLoraTargets(const QString& s);
std::optional<Attention> parseAttention(const QString& s);
std::optional<Metric> parseMetric(const QString& s);
std::optional<Materialize> parseMaterialize(const QString& s);
std::optional<Loader> parseLoader(const QString& s);
std::optional<Sharder> parseSharder(const QString& s);
std::optional<UnitGrads> parseUnitGrads(const QString& s);
// "current", or a release number: below 0.43.2 is UpTo0431, any later one Current.
std::optional<BnbRelease> parseBnbRelease(const QString& s);
} // namespace names

} // namespace rp
