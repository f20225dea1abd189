#pragma once

#include "arch/ParameterCount.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace rp {

enum class Task { Inference, Full, Lora, Qlora };
enum class WeightDtype { Fp32, Bf16, Fp16, Fp8, Int8, Int4, Nf4 };
enum class KvDtype { Bf16, Fp8 };
enum class Optimizer { AdamW, AdamW8bit, Sgd };
enum class Precision { Mixed, Bf16 }; // mixed: fp32 master weights (ZeRO paper); bf16: pure bf16 (torchtune, LitGPT)
enum class Recompute { None, Selective, Full };
enum class LossKind { Standard, Chunked }; // transformers' default cross-entropy, or a fused/chunked one

// Everything the user chooses besides the model. Defaults are those of issue #2.
struct EstimateInput {
    Task task = Task::Inference;
    std::optional<WeightDtype> weights; // unset: bf16, or nf4 for QLoRA
    KvDtype kvDtype = KvDtype::Bf16;
    std::int64_t context = 4096; // s
    std::int64_t batch = 1; // b: micro-batch, or concurrent sequences when serving
    std::int64_t gpus = 1; // total; data-parallel degree = gpus / tp
    std::int64_t tp = 1;
    int zero = 0;
    Optimizer optimizer = Optimizer::AdamW;
    Precision precision = Precision::Mixed;
    Recompute recompute = Recompute::None;
    bool flashAttention = false;
    std::int64_t loraRank = 16;
    LoraTargets loraTargets = LoraTargets::AllLinear;
    bool loraDropout = false;
    LossKind loss = LossKind::Standard;
    double overheadGiB = 2.0; // CUDA context and allocator reserve per GPU

    bool isTraining() const { return task != Task::Inference; }
    WeightDtype effectiveWeights() const { return weights.value_or(task == Task::Qlora ? WeightDtype::Nf4 : WeightDtype::Bf16); }
    std::int64_t dataParallel() const { return tp > 0 ? gpus / tp : 0; }
    // Empty when consistent; else the option name and what is wrong.
    QStringList problems() const;
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
QString task(Task v);
QString weightDtype(WeightDtype v);
QString kvDtype(KvDtype v);
QString optimizer(Optimizer v);
QString precision(Precision v);
QString recompute(Recompute v);
QString loss(LossKind v);
QString loraTargets(LoraTargets v);
std::optional<Task> parseTask(const QString& s);
std::optional<WeightDtype> parseWeightDtype(const QString& s);
std::optional<KvDtype> parseKvDtype(const QString& s);
std::optional<Optimizer> parseOptimizer(const QString& s);
std::optional<Precision> parsePrecision(const QString& s);
std::optional<Recompute> parseRecompute(const QString& s);
std::optional<LossKind> parseLoss(const QString& s);
std::optional<LoraTargets> parseLoraTargets(const QString& s);
} // namespace names

} // namespace rp
