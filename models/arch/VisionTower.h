#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <cstdint>

namespace rp {

// Parameters of the vision tower and the projector of a multimodal config,
// from its vision_config (defaults of the transformers configuration class for
// omitted keys): CLIP (llava), SigLIP (gemma3) and Qwen2-VL's ViT with its patch
// merger. `family` is the top-level model_type; `textHidden` the language
// model's width, which the projector maps into. Throws InputException naming
// the key under `path`.
std::int64_t visionTowerParameters(
    const nlohmann::json& vision, const QString& path, const QString& family, std::int64_t textHidden);

} // namespace rp
