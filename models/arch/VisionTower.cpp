#include "models/arch/VisionTower.h"

#include "models/common/JsonInput.h"

namespace rp {

namespace ji = json_input;

namespace {

constexpr std::int64_t kMaxDimension = 1LL << 24;
using Wide = __int128;

// One pre-norm ViT encoder layer with biases everywhere and two LayerNorms:
// q, k, v, o (4·(e² + e)), fc1 and fc2 (2·e·I + I + e), norms 4e (CLIPEncoderLayer, SiglipEncoderLayer,
// Qwen2VLVisionBlock).
Wide encoderLayer(Wide e, Wide inner)
{
    return 4 * (e * e + e) + 2 * e * inner + inner + e + 4 * e;
}

std::int64_t clamp(Wide v)
{
    return v > Wide(kMaxDimension) * kMaxDimension * 64 ? kMaxDimension * kMaxDimension * 64 : std::int64_t(v);
}

} // namespace

std::int64_t visionTowerParameters(
    const nlohmann::json& vision, const QString& path, const QString& family, std::int64_t textHidden)
{
    ji::requireObject(vision, path);
    auto dim = [&](const char* key, std::int64_t fallback) {
        return Wide(ji::integerOr(vision, path, key, fallback, 1, kMaxDimension));
    };
    const Wide ht = textHidden;
    if (family == u"qwen2_vl") {
        // Qwen2-VL ViT: a bias-free Conv3d patch embedding, `depth` blocks, and a patch merger
        // (LayerNorm, then Linear(e·m², e·m²) and Linear(e·m², hidden), both with biases).
        const Wide e = dim("embed_dim", 1280), depth = dim("depth", 32), ratio = dim("mlp_ratio", 4);
        const Wide channels = dim("in_chans", 3), patch = dim("patch_size", 14),
                   temporal = dim("temporal_patch_size", 2);
        const Wide merge = dim("spatial_merge_size", 2);
        const Wide out = dim("hidden_size", textHidden);
        const Wide merged = e * merge * merge;
        const Wide patchEmbed = channels * temporal * patch * patch * e;
        const Wide merger = 2 * e + merged * merged + merged + merged * out + out;
        return clamp(patchEmbed + depth * encoderLayer(e, e * ratio) + merger);
    }
    if (family == u"mllama") {
        // MllamaVisionModel: bias-free Conv2d patches, a class embedding, gated positional embeddings (one per
        // patch and the class, plus one per tile and aspect ratio), gated pre- and post-tile embeddings, two
        // LayerNorms, `num_hidden_layers` encoder layers with bias-free attention and `num_global_layers`
        // gated ones (two scalar gates each); the projector maps vision_output_dim to the text width, with bias.
        const Wide e = dim("hidden_size", 1280), inner = dim("intermediate_size", 5120);
        const Wide layers = dim("num_hidden_layers", 32), global = dim("num_global_layers", 8);
        const Wide patch = dim("patch_size", 14), image = dim("image_size", 560), channels = dim("num_channels", 3);
        const Wide tiles = dim("max_num_tiles", 4), output = dim("vision_output_dim", 7680);
        Wide ratios = 8;
        if (vision.contains("supported_aspect_ratios") && vision.at("supported_aspect_ratios").is_array())
            ratios = Wide(vision.at("supported_aspect_ratios").size());
        const Wide positions = (image / patch) * (image / patch) + 1;
        const Wide layer = 4 * e * e + 2 * e * inner + inner + e + 4 * e;
        const Wide tower = channels * patch * patch * e + e // patches, class embedding
            + 1 + positions * e + (ratios + 1) * tiles * positions * e // gated position and tile-position embeddings
            + 2 * ((ratios + 1) * tiles * e + 1) // gated pre- and post-tile embeddings
            + 2 * 2 * e // layernorm_pre, layernorm_post
            + layers * layer + global * (layer + 2);
        return clamp(tower + output * ht + ht);
    }
    const Wide e = dim("hidden_size", 768), inner = dim("intermediate_size", 3072),
               layers = dim("num_hidden_layers", 12);
    const Wide channels = dim("num_channels", 3);
    if (family == u"gemma3") {
        // SiglipVisionModel: Conv2d patch embedding with bias, learned positions per patch, post LayerNorm;
        // Gemma3MultiModalProjector: an RMSNorm of e and a bias-free e × hidden projection.
        const Wide patch = dim("patch_size", 16), image = dim("image_size", 224);
        const Wide patches = (image / patch) * (image / patch);
        Wide tower = channels * patch * patch * e + e + patches * e + layers * encoderLayer(e, inner) + 2 * e;
        if (ji::boolOr(vision, path, "vision_use_head", true))
            tower += e + 3 * e * e + 3 * e + e * e + e + 2 * e + 2 * e * inner + inner + e; // attention pooling head
        return clamp(tower + e + e * ht);
    }
    // llava: CLIPVisionModel (class embedding, bias-free Conv2d patches, positions for patches + class,
    // pre- and post-LayerNorm) and a two-layer projector with biases (multimodal_projector_bias).
    const Wide patch = dim("patch_size", 32), image = dim("image_size", 224);
    const Wide positions = (image / patch) * (image / patch) + 1;
    const Wide tower
        = e + channels * patch * patch * e + positions * e + 2 * e + layers * encoderLayer(e, inner) + 2 * e;
    const Wide projector = e * ht + ht + ht * ht + ht;
    return clamp(tower + projector);
}

} // namespace rp
