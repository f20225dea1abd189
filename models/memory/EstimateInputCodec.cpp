#include "memory/EstimateInputCodec.h"

#include "common/JsonInput.h"

namespace rp {

namespace ji = json_input;

QByteArray encodeEstimateInput(const EstimateInput& in)
{
    nlohmann::json j = {
        { "task", names::task(in.task).toStdString() },
        { "kv_dtype", names::kvDtype(in.kvDtype).toStdString() },
        { "context", in.context },
        { "batch", in.batch },
        { "gpus", in.gpus },
        { "tp", in.tp },
        { "zero", in.zero },
        { "optimizer", names::optimizer(in.optimizer).toStdString() },
        { "precision", names::precision(in.precision).toStdString() },
        { "recompute", names::recompute(in.recompute).toStdString() },
        { "flash_attn", in.flashAttention },
        { "lora_rank", in.loraRank },
        { "lora_targets", names::loraTargets(in.loraTargets).toStdString() },
        { "lora_dropout", in.loraDropout },
        { "loss", names::loss(in.loss).toStdString() },
        { "overhead_gib", in.overheadGiB },
    };
    if (in.weights)
        j["weights"] = names::weightDtype(*in.weights).toStdString();
    return QByteArray::fromStdString(j.dump());
}

EstimateInput decodeEstimateInput(const QByteArray& text)
{
    EstimateInput in;
    const auto j = ji::parse(text, {}, nullptr);
    if (!j || !j->is_object())
        return in;
    // Each field on its own: one bad value keeps its default, the rest survive.
    auto field = [&](auto&& read) {
        try {
            read();
        } catch (const InputException&) {
        }
    };
    auto choice = [&](const char* key, auto parse, auto& target) {
        field([&] {
            if (auto v = parse(ji::stringOr(*j, {}, key, {})))
                target = *v;
        });
    };
    choice("task", &names::parseTask, in.task);
    field([&] {
        if (auto v = names::parseWeightDtype(ji::stringOr(*j, {}, "weights", {})))
            in.weights = *v;
    });
    choice("kv_dtype", &names::parseKvDtype, in.kvDtype);
    choice("optimizer", &names::parseOptimizer, in.optimizer);
    choice("precision", &names::parsePrecision, in.precision);
    choice("recompute", &names::parseRecompute, in.recompute);
    choice("lora_targets", &names::parseLoraTargets, in.loraTargets);
    choice("loss", &names::parseLoss, in.loss);
    field([&] { in.context = ji::integerOr(*j, {}, "context", in.context, 1, 16'777'216); });
    field([&] { in.batch = ji::integerOr(*j, {}, "batch", in.batch, 1, 100'000); });
    field([&] { in.gpus = ji::integerOr(*j, {}, "gpus", in.gpus, 1, 65'536); });
    field([&] { in.tp = ji::integerOr(*j, {}, "tp", in.tp, 1, 64); });
    field([&] { in.zero = int(ji::integerOr(*j, {}, "zero", in.zero, 0, 3)); });
    field([&] { in.flashAttention = ji::boolOr(*j, {}, "flash_attn", in.flashAttention); });
    field([&] { in.loraRank = ji::integerOr(*j, {}, "lora_rank", in.loraRank, 1, 65'536); });
    field([&] { in.loraDropout = ji::boolOr(*j, {}, "lora_dropout", in.loraDropout); });
    field([&] { in.overheadGiB = ji::numberOr(*j, {}, "overhead_gib", in.overheadGiB, 0, 1024); });
    if (!in.problems().isEmpty()) {
        in.gpus = 1;
        in.tp = 1;
        in.weights.reset();
    }
    return in;
}

} // namespace rp
