#include "models/memory/EstimateInputCodec.h"

#include "models/common/JsonInput.h"

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
        { "pp", in.pp },
        { "zero", in.zero },
        { "optimizer", names::optimizer(in.optimizer).toStdString() },
        { "precision", names::precision(in.precision).toStdString() },
        { "attention", names::attention(in.attention).toStdString() },
        { "metric", names::metric(in.metric).toStdString() },
        { "materialize", names::materialize(in.materialize).toStdString() },
        { "optimizer_in_backward", in.optimizerInBackward },
        { "dora", in.dora },
        { "offload_optimizer", in.offloadOptimizer },
        { "offload_params", in.offloadParams },
        { "offload_activations", in.offloadActivations },
        { "lora_rank", in.loraRank },
        { "lora_targets", names::loraTargets(in.loraTargets).toStdString() },
        { "lora_dropout", in.loraDropout },
        { "loss", names::loss(in.loss).toStdString() },
    };
    if (in.overheadGiB)
        j["overhead_gib"] = *in.overheadGiB;
    if (in.loader != EstimateInput {}.loader) // written when chosen: files saved before it stay as they were
        j["loader"] = names::loader(in.loader).toStdString();
    // The sharding and bitsandbytes choices are likewise written only when they differ from the default.
    const EstimateInput defaults;
    if (in.sharder != defaults.sharder)
        j["sharder"] = names::sharder(in.sharder).toStdString();
    if (in.shardUnitLayers != defaults.shardUnitLayers)
        j["shard_unit_layers"] = in.shardUnitLayers;
    if (in.prefetch != defaults.prefetch)
        j["prefetch"] = in.prefetch;
    if (in.gradAccumulation != defaults.gradAccumulation)
        j["grad_accumulation"] = in.gradAccumulation;
    if (in.unitGrads != defaults.unitGrads)
        j["unit_grads"] = names::unitGrads(in.unitGrads).toStdString();
    if (in.bnbRelease != defaults.bnbRelease)
        j["bitsandbytes"] = names::bnbRelease(in.bnbRelease).toStdString();
    if (in.weights)
        j["weights"] = names::weightDtype(*in.weights).toStdString();
    // Written only when chosen: absent, fine-tuning recomputes (EstimateInput::effectiveRecompute), and a
    // plan saved again does not gain a setting its author left to the default.
    if (in.recompute)
        j["recompute"] = names::recompute(*in.recompute).toStdString();
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
    // Unset when absent: fine-tuning then recomputes (effectiveRecompute). Versions that did not recompute by
    // default wrote the key every time; a value read is kept as the user's.
    choice("recompute", &names::parseRecompute, in.recompute);
    choice("lora_targets", &names::parseLoraTargets, in.loraTargets);
    choice("loss", &names::parseLoss, in.loss);
    field([&] { in.context = ji::integerOr(*j, {}, "context", in.context, 1, 16'777'216); });
    field([&] { in.batch = ji::integerOr(*j, {}, "batch", in.batch, 1, 100'000); });
    field([&] { in.gpus = ji::integerOr(*j, {}, "gpus", in.gpus, 1, 65'536); });
    field([&] { in.tp = ji::integerOr(*j, {}, "tp", in.tp, 1, 64); });
    field([&] { in.pp = ji::integerOr(*j, {}, "pp", in.pp, 1, 1024); });
    field([&] { in.zero = int(ji::integerOr(*j, {}, "zero", in.zero, 0, 3)); });
    // Settings saved by older versions said flash_attn true/false; sdpa is now the default either way.
    choice("attention", &names::parseAttention, in.attention);
    choice("metric", &names::parseMetric, in.metric);
    choice("materialize", &names::parseMaterialize, in.materialize);
    choice("loader", &names::parseLoader, in.loader);
    choice("sharder", &names::parseSharder, in.sharder);
    choice("bitsandbytes", &names::parseBnbRelease, in.bnbRelease);
    choice("unit_grads", &names::parseUnitGrads, in.unitGrads);
    field([&] { in.gradAccumulation = ji::integerOr(*j, {}, "grad_accumulation", in.gradAccumulation, 1, 1'000'000); });
    field([&] { in.shardUnitLayers = ji::integerOr(*j, {}, "shard_unit_layers", in.shardUnitLayers, 1, 1'000'000); });
    field([&] { in.prefetch = ji::boolOr(*j, {}, "prefetch", true); });
    field([&] { in.optimizerInBackward = ji::boolOr(*j, {}, "optimizer_in_backward", false); });
    field([&] { in.dora = ji::boolOr(*j, {}, "dora", false); });
    field([&] { in.offloadOptimizer = ji::boolOr(*j, {}, "offload_optimizer", false); });
    field([&] { in.offloadParams = ji::boolOr(*j, {}, "offload_params", false); });
    field([&] { in.offloadActivations = ji::boolOr(*j, {}, "offload_activations", false); });
    field([&] { in.loraRank = ji::integerOr(*j, {}, "lora_rank", in.loraRank, 1, 65'536); });
    field([&] {
        // Older versions saved the dropout as on or off; a saved `true` is PEFT's 0.05, `false` is 0.
        if (j->contains("lora_dropout") && j->at("lora_dropout").is_boolean())
            in.loraDropout = j->at("lora_dropout").get<bool>() ? 0.05 : 0.0;
        else
            in.loraDropout = ji::numberOr(*j, {}, "lora_dropout", in.loraDropout, 0, 0.99);
    });
    field([&] {
        // Older settings always saved the then-default 2 GiB: only the new format carries an override.
        if (!j->contains("flash_attn") && j->contains("overhead_gib") && !j->at("overhead_gib").is_null())
            in.overheadGiB = ji::number(*j, {}, "overhead_gib", 0, 1024);
    });
    if (!in.problems().isEmpty()) {
        in.gpus = 1;
        in.tp = 1;
        in.pp = 1;
        in.weights.reset();
        in.offloadParams = false;
    }
    return in;
}

} // namespace rp
