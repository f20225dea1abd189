#include "models/arch/ShapeInference.h"

#include "models/arch/ModelPresets.h"
#include "models/arch/ParameterCount.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>
#include <numeric>

namespace rp {

std::optional<std::int64_t> parseParameterCount(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]+)?(?:[eE][+]?[0-9]+)?)\s*([kKmMbBtT]?)\s*$)"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    double value = match.captured(1).toDouble();
    const QChar suffix = match.captured(2).isEmpty() ? QChar() : match.captured(2).at(0).toLower();
    if (suffix == u'k')
        value *= 1e3;
    else if (suffix == u'm')
        value *= 1e6;
    else if (suffix == u'b')
        value *= 1e9;
    else if (suffix == u't')
        value *= 1e12;
    if (!std::isfinite(value) || value < 1 || value > 1e15)
        return std::nullopt;
    return std::int64_t(std::llround(value));
}

namespace {

constexpr double kPresetMatch = 0.05; // "a 70B": within 5 % of Llama-2 70B's 68.98 B
constexpr double kGqaFrom = 30e9; // the shipped models from 30B up all use 8 KV heads
constexpr std::int64_t kGqaKvHeads = 8;

// The shipped dense preset nearest in size, when within kPresetMatch of it.
const ModelPreset* nearestPreset(double params)
{
    const ModelPreset* best = nullptr;
    double bestGap = kPresetMatch;
    for (const ModelPreset& preset : ModelPresets::all()) {
        if (preset.arch.isMoe() || preset.arch.visionParams > 0)
            continue;
        const double gap = std::abs(params / double(countParameters(preset.arch).total) - 1.0);
        if (gap <= bestGap) {
            bestGap = gap;
            best = &preset;
        }
    }
    return best;
}

ModelArch guessedShape(std::int64_t params, std::optional<std::int64_t> layers, std::optional<std::int64_t> hidden)
{
    constexpr std::int64_t kVocab = 32000; // Llama-2's vocabulary
    const double P = double(params);
    ModelArch m;
    m.family = QStringLiteral("llama");
    m.vocab = kVocab;
    if (hidden) {
        m.hidden = *hidden;
    } else if (layers) {
        // Solve 12·L·h² + 2·V·h = P for h.
        const double L = double(*layers);
        const double h = (-2.0 * kVocab + std::sqrt(4.0 * kVocab * kVocab + 48.0 * L * P)) / (24.0 * L);
        m.hidden = std::max<std::int64_t>(128, std::llround(h / 128.0) * 128);
    } else {
        // P ≈ 12·L·h² with L ≈ h/128  =>  h ≈ ∛(128·P/12), rounded to a multiple of 512 (of 1024 from
        // 30B up, so that the 8 KV heads divide the heads).
        const double h = std::cbrt(128.0 * P / 12.0);
        const double step = P >= kGqaFrom ? 1024.0 : 512.0;
        m.hidden = std::max<std::int64_t>(512, std::llround(h / step) * std::int64_t(step));
    }
    const double h = double(m.hidden);
    m.layers = layers ? *layers : std::max<std::int64_t>(1, std::llround((P - 2.0 * kVocab * h) / (12.0 * h * h)));
    m.headDim = m.hidden >= 128 ? 128 : m.hidden;
    m.heads = std::max<std::int64_t>(1, m.hidden / m.headDim);
    m.headDim = m.hidden / m.heads;
    m.kvHeads = P >= kGqaFrom ? std::gcd(kGqaKvHeads, m.heads) : m.heads;
    m.intermediate = std::llround(8.0 * h / 3.0);
    m.maxPositions = 4096;
    return m;
}

} // namespace

ModelArch inferShape(std::int64_t params, std::optional<std::int64_t> layers, std::optional<std::int64_t> hidden,
    std::optional<std::int64_t> kvHeads)
{
    const ModelPreset* preset = layers || hidden ? nullptr : nearestPreset(double(params));
    ModelArch m;
    if (preset) {
        m = preset->arch;
        m.warnings.clear();
    } else {
        m = guessedShape(params, layers, hidden);
    }
    if (kvHeads)
        m.kvHeads = *kvHeads;
    m.paramsGiven = params;
    m.shapeInferred = true;
    m.name = QCoreApplication::translate("ShapeInference", "%1 parameters").arg(params);
    if (preset) {
        m.warnings.append(QCoreApplication::translate("ShapeInference",
            "Shape taken from %1, the shipped model of that size (%2 layers, hidden size %3, %4 heads, %5 KV heads): "
            "give a config.json for exact figures.")
                              .arg(preset->name)
                              .arg(m.layers)
                              .arg(m.hidden)
                              .arg(m.heads)
                              .arg(m.kvHeads));
        return m;
    }
    m.warnings.append(QCoreApplication::translate("ShapeInference",
        "Shape inferred from the parameter count (%1 layers, hidden size %2, %3 heads): KV cache and activations "
        "are estimates; give a config.json for exact figures.")
                          .arg(m.layers)
                          .arg(m.hidden)
                          .arg(m.heads));
    if (!kvHeads && m.kvHeads != m.heads)
        m.warnings.append(QCoreApplication::translate("ShapeInference",
            "Assumed grouped-query attention with %1 KV heads, as models of 30B and more use; set the KV head count "
            "if yours differs.")
                              .arg(m.kvHeads));
    return m;
}

} // namespace rp
