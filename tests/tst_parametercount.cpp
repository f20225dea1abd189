// Parameter and KV-cache counts against published totals and hand arithmetic (DESIGN.md §3).
#include "arch/ConfigReader.h"
#include "arch/ModelPresets.h"
#include "arch/ParameterCount.h"
#include "arch/ShapeInference.h"

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
};

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

QTEST_GUILESS_MAIN(TestParameterCount)
#include "tst_parametercount.moc"
