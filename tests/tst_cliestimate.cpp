// `rentplan model`, `estimate` and `cards` through the real binary: the JSON contract of README.md
// and the errors a user gets for bad input (exit code 2, the file and the field named).
#include "tests/CliRunner.h"

#include <QRegularExpression>
#include <QtTest>

class TestCliEstimate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void modelFromConfigFile();
    void modelMixtralPreset();
    void unknownFamilyFallsBackWithAWarning();
    void estimateKeysAndNumbers();
    void estimateLoraQv();
    void estimateZeroStagesOver64Gpus();
    void estimateParamsSpellings_data();
    void estimateParamsSpellings();
    void cardsJson();
    void badInput_data();
    void badInput();
    void chineseMessages();
    void attentionOptionAndAlias();
    void loraDropoutTakesAValue();
    void lossKeptByTheLoop();
    void shardingChoices();
    void kvHeadsForABareCount();
    void readmeExampleAdvisesCheaperLevers();
    void noSplitHoldsTheSettingsAsSet();
    void overflowIsRefused();
    void maxDimensionConfigIsRefused();
    void fixedOverheadKeepsTheMetricInTheAssumptions();
    void mistralQloraAtDefaultsFitsOne24GbCard();
    void recomputeDefaultAndChoice();
};

namespace {

QStringList estimateArgs(QStringList extra)
{
    return QStringList { QStringLiteral("estimate"), QStringLiteral("--json") } + extra;
}

} // namespace

void TestCliEstimate::modelFromConfigFile()
{
    const CliResult r = runCli({ QStringLiteral("model"),
        QStringLiteral(RENTPLAN_TEST_DATA "/configs/llama-2-7b-config.json"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const auto j = r.json();
    QCOMPARE(j["params"].get<qint64>(), Q_INT64_C(6738415616));
    QCOMPARE(j["active_params"].get<qint64>(), Q_INT64_C(6738415616));
    QCOMPARE(j["kv_bytes_per_token"].get<qint64>(), 524288);
    QCOMPARE(j["layers"].get<int>(), 32);
    QCOMPARE(j["hidden_size"].get<int>(), 4096);
    QCOMPARE(j["attention_heads"].get<int>(), 32);
    QCOMPARE(j["kv_heads"].get<int>(), 32);
    QCOMPARE(j["head_dim"].get<int>(), 128);
    QCOMPARE(j["vocab_size"].get<int>(), 32000);
    QCOMPARE(j["family"].get<std::string>(), "llama");
}

void TestCliEstimate::modelMixtralPreset()
{
    const auto j = runCli({ QStringLiteral("model"), QStringLiteral("mixtral-8x7b"), QStringLiteral("--json") }).json();
    QCOMPARE(j["params"].get<qint64>(), Q_INT64_C(46702792704));
    QCOMPARE(j["active_params"].get<qint64>(), Q_INT64_C(12879925248));
    // 8 KV heads: 2·32·8·128·2 = 131,072 bytes per token.
    QCOMPARE(j["kv_bytes_per_token"].get<qint64>(), 131072);
}

void TestCliEstimate::unknownFamilyFallsBackWithAWarning()
{
    const CliResult r = runCli({ QStringLiteral("model"),
        QStringLiteral(RENTPLAN_TEST_DATA "/configs/unknown-family.json"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const auto j = r.json();
    QVERIFY(!j["known_family"].get<bool>());
    QCOMPARE(j["warnings"].size(), std::size_t(1));
    QVERIFY(QString::fromStdString(j["warnings"][0].get<std::string>()).contains(u"falcon_mamba_x"));
    // The generic gated formula on Llama-2-7B's shape gives Llama-2-7B's count.
    QCOMPARE(j["params"].get<qint64>(), Q_INT64_C(6738415616));
}

void TestCliEstimate::estimateKeysAndNumbers()
{
    const CliResult r = runCli({ QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--weights"), QStringLiteral("fp16"),
        QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const auto j = r.json();
    QCOMPARE(j["params"].get<qint64>(), Q_INT64_C(6738415616));
    QCOMPARE(j["trainable_params"].get<qint64>(), 0);
    const auto& g = j["per_gpu_bytes"];
    for (const char* key :
        { "weights", "gradients", "optimizer", "activations", "kv_cache", "adapters", "overhead", "total" })
        QVERIFY2(g.contains(key), key);
    QCOMPARE(g["weights"].get<qint64>(), Q_INT64_C(13476831232)); // 6,738,415,616 · 2
    QCOMPARE(g["kv_cache"].get<qint64>(), Q_INT64_C(2147483648)); // 524,288 · 4096
    QCOMPARE(g["overhead"].get<qint64>(), Q_INT64_C(536870912)); // the CUDA context, 0.5 GiB, under the device metric
    QCOMPARE(g["total"].get<qint64>(),
        g["weights"].get<qint64>() + g["activations"].get<qint64>() + g["kv_cache"].get<qint64>()
            + g["allocator_reserve"].get<qint64>() + g["overhead"].get<qint64>());
    bool sawRtx4090 = false;
    for (const auto& card : j["cards"]) {
        for (const char* key : { "id", "fits", "min_cards", "headroom_bytes" })
            QVERIFY2(card.contains(key), key);
        if (card["id"] == "rtx-4090") {
            sawRtx4090 = true;
            QVERIFY(card["fits"].get<bool>());
            QCOMPARE(card["min_cards"].get<int>(), 1);
            // 24,564 MiB = 25,757,220,864 bytes minus the per-GPU total.
            QCOMPARE(card["headroom_bytes"].get<qint64>(), Q_INT64_C(25757220864) - g["total"].get<qint64>());
        }
    }
    QVERIFY(sawRtx4090);
    QCOMPARE(j["cards"].size(), std::size_t(15));
    QVERIFY(j["cards"][0]["fits"].get<bool>()); // fitting cards first
}

void TestCliEstimate::estimateLoraQv()
{
    const auto j = runCli(
        { QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
            QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--lora-rank"), QStringLiteral("8"),
            QStringLiteral("--lora-targets"), QStringLiteral("qv"), QStringLiteral("--json") })
                       .json();
    QCOMPARE(j["trainable_params"].get<qint64>(), Q_INT64_C(4194304));
    // Adapters in fp32 with grads and AdamW states: 4,194,304 · 16 = 67,108,864 bytes.
    QCOMPARE(j["per_gpu_bytes"]["adapters"].get<qint64>(), Q_INT64_C(67108864));
    QCOMPARE(j["per_gpu_bytes"]["gradients"].get<qint64>(), 0);
    QCOMPARE(j["per_gpu_bytes"]["optimizer"].get<qint64>(), 0);
}

void TestCliEstimate::estimateZeroStagesOver64Gpus()
{
    // ZeRO paper Figure 1 through the command line: 7.5B on 64 GPUs, stage 1: 2Ψ + 2Ψ + 12Ψ/64.
    const auto j
        = runCli({ QStringLiteral("estimate"), QStringLiteral("--params"), QStringLiteral("7.5e9"),
                     QStringLiteral("--task"), QStringLiteral("full"), QStringLiteral("--gpus"), QStringLiteral("64"),
                     QStringLiteral("--zero"), QStringLiteral("1"), QStringLiteral("--json") })
              .json();
    const auto& g = j["per_gpu_bytes"];
    QCOMPARE(g["weights"].get<qint64>(), Q_INT64_C(15000000000));
    QCOMPARE(g["gradients"].get<qint64>(), Q_INT64_C(15000000000));
    QCOMPARE(g["optimizer"].get<qint64>(), Q_INT64_C(1406250000));
    QVERIFY(j["model"]["shape_inferred"].get<bool>());
    QVERIFY(!j["warnings"].empty()); // says the shape was inferred
}

void TestCliEstimate::estimateParamsSpellings_data()
{
    QTest::addColumn<QString>("spelling");
    QTest::newRow("7e9") << "7e9";
    QTest::newRow("7B") << "7B";
    QTest::newRow("7000000000") << "7000000000";
}

void TestCliEstimate::estimateParamsSpellings()
{
    QFETCH(QString, spelling);
    const auto j = runCli({ QStringLiteral("estimate"), QStringLiteral("--params"), spelling, QStringLiteral("--task"),
                              QStringLiteral("inference"), QStringLiteral("--json") })
                       .json();
    QCOMPARE(j["params"].get<qint64>(), Q_INT64_C(7000000000));
    QCOMPARE(j["per_gpu_bytes"]["weights"].get<qint64>(), Q_INT64_C(14000000000));
}

void TestCliEstimate::cardsJson()
{
    const CliResult r = runCli({ QStringLiteral("cards"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const auto j = r.json();
    QVERIFY(j.is_array());
    QVERIFY(j.size() >= 15);
    for (const auto& card : j) {
        for (const char* key : { "id", "name", "memory_mib", "bandwidth_gbps", "bf16_tflops", "tdp_w", "form_factor",
                 "nvlink_gbps", "ecc", "mig" })
            QVERIFY2(card.contains(key), key);
    }
}

void TestCliEstimate::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("mustMention");
    const QString data = QStringLiteral(RENTPLAN_TEST_DATA "/configs/");
    auto est = [](QStringList extra) {
        return QStringList { QStringLiteral("estimate"), QStringLiteral("--task"), QStringLiteral("inference") }
        + extra;
    };
    QTest::newRow("not json") << est({ QStringLiteral("--config"), data + u"not-json.json" })
                              << QStringList { QStringLiteral("not-json.json"), QStringLiteral("line 4") };
    QTest::newRow("missing hidden_size") << est({ QStringLiteral("--config"), data + u"missing-hidden.json" })
                                         << QStringList { QStringLiteral("missing-hidden.json"),
                                                QStringLiteral("hidden_size") };
    QTest::newRow("zero heads") << est({ QStringLiteral("--config"), data + u"zero-heads.json" })
                                << QStringList { QStringLiteral("zero-heads.json"),
                                       QStringLiteral("num_attention_heads") };
    QTest::newRow("number as string") << est({ QStringLiteral("--config"), data + u"string-number.json" })
                                      << QStringList { QStringLiteral("hidden_size"), QStringLiteral("string") };
    QTest::newRow("fractional") << est({ QStringLiteral("--config"), data + u"fractional.json" })
                                << QStringList { QStringLiteral("hidden_size"), QStringLiteral("whole number") };
    QTest::newRow("Infinity token") << est({ QStringLiteral("--config"), data + u"infinity.json" })
                                    << QStringList { QStringLiteral("infinity.json"), QStringLiteral("line 4") };
    QTest::newRow("NaN token") << est({ QStringLiteral("--config"), data + u"nan.json" })
                               << QStringList { QStringLiteral("nan.json"), QStringLiteral("line 7") };
    QTest::newRow("top-level array") << est({ QStringLiteral("--config"), data + u"array.json" })
                                     << QStringList { QStringLiteral("array.json"), QStringLiteral("object") };
    QTest::newRow("too deep") << est({ QStringLiteral("--config"), data + u"deep.json" })
                              << QStringList { QStringLiteral("deep.json"), QStringLiteral("nested") };
    // The new families' broken variants: each names the file and the field that was expected.
    QTest::newRow("deepseek without kv_lora_rank")
        << est({ QStringLiteral("--config"), data + u"deepseek-no-kv-lora-rank.json" })
        << QStringList { QStringLiteral("deepseek-no-kv-lora-rank.json"), QStringLiteral("kv_lora_rank") };
    QTest::newRow("experts per token without experts")
        << est({ QStringLiteral("--config"), data + u"moe-without-experts.json" })
        << QStringList { QStringLiteral("moe-without-experts.json"), QStringLiteral("num_experts") };
    QTest::newRow("llava without vision_config")
        << est({ QStringLiteral("--config"), data + u"llava-no-vision.json" })
        << QStringList { QStringLiteral("llava-no-vision.json"), QStringLiteral("vision_config") };
    QTest::newRow("falcon KV heads not dividing")
        << est({ QStringLiteral("--config"), data + u"falcon-new-arch-bad-kv.json" })
        << QStringList { QStringLiteral("falcon-new-arch-bad-kv.json"), QStringLiteral("num_kv_heads") };
    QTest::newRow("missing file") << est({ QStringLiteral("--config"), data + u"nope.json" })
                                  << QStringList { QStringLiteral("nope.json") };
    QTest::newRow("negative context") << est(
        { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--context"), QStringLiteral("-5") })
                                      << QStringList { QStringLiteral("--context"), QStringLiteral("-5") };
    QTest::newRow("non-numeric gpus") << est(
        { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--gpus"), QStringLiteral("many") })
                                      << QStringList { QStringLiteral("--gpus"), QStringLiteral("many") };
    QTest::newRow("zero batch") << est(
        { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--batch"), QStringLiteral("0") })
                                << QStringList { QStringLiteral("--batch") };
    QTest::newRow("gpus not multiple of tp") << est({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--gpus"), QStringLiteral("6"), QStringLiteral("--tp"), QStringLiteral("4") })
                                             << QStringList { QStringLiteral("tp") };
    QTest::newRow("bad params") << est({ QStringLiteral("--params"), QStringLiteral("seven") })
                                << QStringList { QStringLiteral("--params"), QStringLiteral("seven") };
    QTest::newRow("unknown preset") << est({ QStringLiteral("--preset"), QStringLiteral("llama-9-1t") })
                                    << QStringList { QStringLiteral("--preset"), QStringLiteral("llama-9-1t") };
    QTest::newRow("two models") << est(
        { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--params"), QStringLiteral("7B") })
                                << QStringList { QStringLiteral("exactly one") };
    QTest::newRow("unknown task") << QStringList { QStringLiteral("estimate"), QStringLiteral("--preset"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--task"), QStringLiteral("pretrain") }
                                  << QStringList { QStringLiteral("--task"), QStringLiteral("pretrain") };
    QTest::newRow("no task") << QStringList { QStringLiteral("estimate"), QStringLiteral("--preset"),
        QStringLiteral("llama-2-7b") }
                             << QStringList { QStringLiteral("--task") };
    QTest::newRow("unknown dtype") << est({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--weights"), QStringLiteral("int3") })
                                   << QStringList { QStringLiteral("--weights"), QStringLiteral("int3") };
    QTest::newRow("unknown loader") << est({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--loader"), QStringLiteral("axolotl") })
                                    << QStringList { QStringLiteral("--loader"), QStringLiteral("axolotl") };
    QTest::newRow("unknown sharder") << est({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--sharder"), QStringLiteral("horovod") })
                                     << QStringList { QStringLiteral("--sharder"), QStringLiteral("horovod") };
    QTest::newRow("bad bitsandbytes release") << est(
        { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--bitsandbytes"),
            QStringLiteral("latest") }) << QStringList { QStringLiteral("--bitsandbytes"), QStringLiteral("latest") };
    QTest::newRow("bad prefetch") << est({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--prefetch"), QStringLiteral("maybe") })
                                  << QStringList { QStringLiteral("--prefetch"), QStringLiteral("maybe") };
    QTest::newRow("no accumulation") << est({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--grad-accum"), QStringLiteral("0") })
                                     << QStringList { QStringLiteral("--grad-accum"), QStringLiteral("0") };
    QTest::newRow("unknown unit gradients") << est({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--unit-grads"), QStringLiteral("frozen") })
                                            << QStringList { QStringLiteral("--unit-grads"), QStringLiteral("frozen") };
    // LoRA settings on a task without adapters were once silently ignored (found in review).
    QTest::newRow("dora on a full fine-tune") << QStringList { QStringLiteral("estimate"), QStringLiteral("--preset"),
        QStringLiteral("llama-2-7b"), QStringLiteral("--task"), QStringLiteral("full"),
        QStringLiteral("--dora") } << QStringList { QStringLiteral("--dora"), QStringLiteral("--task full") };
    QTest::newRow("lora rank when serving")
        << est({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--lora-rank"),
               QStringLiteral("64") })
        << QStringList { QStringLiteral("--lora-rank"), QStringLiteral("--task inference") };
    QTest::newRow("unknown option") << est({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--turbo") }) << QStringList { QStringLiteral("turbo") };
    QTest::newRow("model: unknown preset or file")
        << QStringList { QStringLiteral("model"), QStringLiteral("gpt-7") } << QStringList { QStringLiteral("gpt-7") };
    QTest::newRow("unknown command") << QStringList { QStringLiteral("estimat") }
                                     << QStringList { QStringLiteral("estimat") };
}

void TestCliEstimate::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, mustMention);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    for (const QString& word : mustMention)
        QVERIFY2(r.err.contains(word), qPrintable(r.err));
}

void TestCliEstimate::chineseMessages()
{
    // In a Chinese locale the same error is explained in Chinese, still naming the field.
    const CliResult r
        = runCli({ QStringLiteral("estimate"), QStringLiteral("--task"), QStringLiteral("inference"),
                     QStringLiteral("--config"), QStringLiteral(RENTPLAN_TEST_DATA "/configs/missing-hidden.json") },
            QStringLiteral("zh_CN.UTF-8"));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(u"hidden_size"), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("缺少")), qPrintable(r.err));
}

void TestCliEstimate::attentionOptionAndAlias()
{
    const QStringList base = { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--task"),
        QStringLiteral("full") };
    const auto sdpa = runCli(estimateArgs(base)).json();
    const auto alias = runCli(estimateArgs(base + QStringList { QStringLiteral("--flash-attn") })).json();
    const auto eager
        = runCli(estimateArgs(base + QStringList { QStringLiteral("--attention"), QStringLiteral("eager") })).json();
    QCOMPARE(sdpa["attention"].get<std::string>(), "sdpa");
    QCOMPARE(alias["per_gpu_bytes"]["activations"], sdpa["per_gpu_bytes"]["activations"]);
    // Eager adds 4·a·s²·b = 4·32·4096² = 2,147,483,648 bytes to each layer that keeps its activations: under
    // gradient checkpointing (the default) the one being recomputed, which then, at 629,145,600 + 2,147,483,648
    // = 2,776,629,248, outgrows the logits it never meets (4096 · 32000 · 12 = 1,572,864,000): 1,203,765,248
    // more; without recomputation all 32, 68,719,476,736.
    QCOMPARE(eager["per_gpu_bytes"]["activations"].get<qint64>() - sdpa["per_gpu_bytes"]["activations"].get<qint64>(),
        Q_INT64_C(1203765248));
    const QStringList none { QStringLiteral("--recompute"), QStringLiteral("none") };
    const auto sdpaAll = runCli(estimateArgs(base + none)).json();
    const auto eagerAll
        = runCli(estimateArgs(base + none + QStringList { QStringLiteral("--attention"), QStringLiteral("eager") }))
              .json();
    QCOMPARE(
        eagerAll["per_gpu_bytes"]["activations"].get<qint64>() - sdpaAll["per_gpu_bytes"]["activations"].get<qint64>(),
        Q_INT64_C(68719476736));
    const CliResult clash = runCli(estimateArgs(
        base + QStringList { QStringLiteral("--attention"), QStringLiteral("eager"), QStringLiteral("--flash-attn") }));
    QCOMPARE(clash.exitCode, 2);
    QVERIFY(clash.err.contains(u"--flash-attn"));
}

void TestCliEstimate::loraDropoutTakesAValue()
{
    // A chunked loss (1024 · 32000 · 4 = 131,072,000 bytes of logits) lets the layer being recomputed
    // (1024 · 153,600 = 157,286,400 with the dropout copies) set the peak under gradient checkpointing.
    const QStringList base = { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--task"),
        QStringLiteral("lora"), QStringLiteral("--lora-targets"), QStringLiteral("qv"), QStringLiteral("--context"),
        QStringLiteral("1024"), QStringLiteral("--loss"), QStringLiteral("chunked") };
    const auto bare = runCli(estimateArgs(base + QStringList { QStringLiteral("--lora-dropout") })).json();
    const auto value
        = runCli(estimateArgs(base + QStringList { QStringLiteral("--lora-dropout"), QStringLiteral("0.05") })).json();
    const auto off
        = runCli(estimateArgs(base + QStringList { QStringLiteral("--lora-dropout"), QStringLiteral("0") })).json();
    QCOMPARE(bare["per_gpu_bytes"]["activations"], value["per_gpu_bytes"]["activations"]);
    // Off: no copies of the q and v inputs, 3 bytes · 1024 · 8192 = 25,165,824 fewer for the one layer that keeps
    // its activations under gradient checkpointing (the default); 32 layers' worth, 805,306,368, without it.
    QCOMPARE(value["per_gpu_bytes"]["activations"].get<qint64>() - off["per_gpu_bytes"]["activations"].get<qint64>(),
        Q_INT64_C(25165824));
    const QStringList none { QStringLiteral("--recompute"), QStringLiteral("none") };
    const auto valueAll
        = runCli(estimateArgs(base + none + QStringList { QStringLiteral("--lora-dropout"), QStringLiteral("0.05") }))
              .json();
    const auto offAll
        = runCli(estimateArgs(base + none + QStringList { QStringLiteral("--lora-dropout"), QStringLiteral("0") }))
              .json();
    QCOMPARE(
        valueAll["per_gpu_bytes"]["activations"].get<qint64>() - offAll["per_gpu_bytes"]["activations"].get<qint64>(),
        Q_INT64_C(805306368));
    const CliResult bad
        = runCli(estimateArgs(base + QStringList { QStringLiteral("--lora-dropout"), QStringLiteral("1.5") }));
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(u"--lora-dropout"));
}

void TestCliEstimate::shardingChoices()
{
    // Llama-2-7B full fine-tune, ZeRO-3 over 8 cards (tst_memoryestimator works the numbers by hand): FSDP by
    // default, 1,723,648,000 bytes of working memory; DeepSpeed with transformers' auto buckets 697,896,141; FSDP
    // with two layers per unit and no prefetch 2,179,010,560. The assumptions say which.
    const QStringList base
        = { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--task"), QStringLiteral("full"),
              QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--zero"), QStringLiteral("3") };
    const auto fsdp = runCli(estimateArgs(base)).json();
    QCOMPARE(fsdp["per_gpu_bytes"]["zero3_gather"].get<qint64>(), Q_INT64_C(1723648000));
    QVERIFY(QString::fromStdString(fsdp["assumptions"].get<std::string>())
                .contains(u"FSDP with 1-layer units, the next one prefetched"));
    const auto ds
        = runCli(estimateArgs(base + QStringList { QStringLiteral("--sharder"), QStringLiteral("deepspeed") })).json();
    QCOMPARE(ds["per_gpu_bytes"]["zero3_gather"].get<qint64>(), Q_INT64_C(697896141));
    QVERIFY(QString::fromStdString(ds["assumptions"].get<std::string>()).contains(u"DeepSpeed ZeRO-3"));
    const auto wide = runCli(estimateArgs(base
                                 + QStringList { QStringLiteral("--shard-unit"), QStringLiteral("2"),
                                     QStringLiteral("--prefetch"), QStringLiteral("off") }))
                          .json();
    QCOMPARE(wide["per_gpu_bytes"]["zero3_gather"].get<qint64>(), Q_INT64_C(2179010560));
    QVERIFY(QString::fromStdString(wide["assumptions"].get<std::string>())
                .contains(u"FSDP with 2-layer units, no prefetch"));
    // LitGPT's LoRA over 2 cards: the frozen blocks share the adapters' units and 128 micro-batches accumulate, so
    // every card keeps all 32 blocks' bf16 gradients whole, 32 · 404,766,720 = 12,952,535,040 bytes
    // (tst_memoryestimator). The assumptions name both settings.
    const QStringList litgpt = { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--task"),
        QStringLiteral("lora"), QStringLiteral("--gpus"), QStringLiteral("2"), QStringLiteral("--zero"),
        QStringLiteral("3"), QStringLiteral("--unit-grads"), QStringLiteral("whole"), QStringLiteral("--grad-accum"),
        QStringLiteral("128") };
    const auto whole = runCli(estimateArgs(litgpt)).json();
    QCOMPARE(whole["per_gpu_bytes"]["gradients"].get<qint64>(), Q_INT64_C(12952535040));
    const QString said = QString::fromStdString(whole["assumptions"].get<std::string>());
    QVERIFY2(said.contains(u"frozen weights sharing the adapters' units get gradients")
            && said.contains(u"gradients kept whole over 128 accumulated micro-batches"),
        qPrintable(said));
    // QLoRA on bitsandbytes 0.41.1 keeps its 4-bit linears' inputs: Llama-2-7B at 1304 tokens without
    // recomputation, 2 · 1304 · (3 · 4096 + 11008) · 32 layers = 1,944,190,976 bytes more than a current release.
    const QStringList qlora = { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--task"),
        QStringLiteral("qlora"), QStringLiteral("--context"), QStringLiteral("1304"), QStringLiteral("--recompute"),
        QStringLiteral("none") };
    const auto current = runCli(estimateArgs(qlora)).json();
    const auto old
        = runCli(estimateArgs(qlora + QStringList { QStringLiteral("--bitsandbytes"), QStringLiteral("0.41.1") }))
              .json();
    QCOMPARE(old["per_gpu_bytes"]["activations"].get<qint64>() - current["per_gpu_bytes"]["activations"].get<qint64>(),
        Q_INT64_C(1944190976));
    QVERIFY(QString::fromStdString(old["assumptions"].get<std::string>()).contains(u"bitsandbytes 0.43.1 or earlier"));
    QVERIFY(
        QString::fromStdString(current["assumptions"].get<std::string>()).contains(u"bitsandbytes 0.43.2 or later"));
}

void TestCliEstimate::lossKeptByTheLoop()
{
    // Llama-2-7B full fine-tune, 4096 tokens, no recomputation: the default loss (transformers' Trainer) holds
    // 4096 · 32000 · 12 = 1,572,864,000 bytes of logits; a loop that keeps the outputs also holds their bf16
    // logits, 2 · 4096 · 32000 = 262,144,000 more. The assumptions name the loss.
    const QStringList base = { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--task"),
        QStringLiteral("full"), QStringLiteral("--recompute"), QStringLiteral("none"), QStringLiteral("--metric"),
        QStringLiteral("allocated") };
    const auto trainer = runCli(estimateArgs(base)).json();
    const auto kept
        = runCli(estimateArgs(base + QStringList { QStringLiteral("--loss"), QStringLiteral("standard-kept") })).json();
    QCOMPARE(kept["per_gpu_bytes"]["activations"].get<qint64>() - trainer["per_gpu_bytes"]["activations"].get<qint64>(),
        Q_INT64_C(262144000));
    QVERIFY(QString::fromStdString(trainer["assumptions"].get<std::string>()).contains(u"transformers Trainer's loss"));
    QVERIFY(QString::fromStdString(kept["assumptions"].get<std::string>())
                .contains(u"standard loss, logits kept to backward"));
    const CliResult bad = runCli(estimateArgs(base + QStringList { QStringLiteral("--loss"), QStringLiteral("kept") }));
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(u"standard-kept"), qPrintable(bad.err));
}

void TestCliEstimate::kvHeadsForABareCount()
{
    // 45B matches no shipped model: 8 KV heads are assumed (and said); --kv-heads 4 halves the cache.
    const QStringList base
        = { QStringLiteral("--params"), QStringLiteral("45B"), QStringLiteral("--task"), QStringLiteral("inference") };
    const auto gqa = runCli(estimateArgs(base)).json();
    const auto four
        = runCli(estimateArgs(base + QStringList { QStringLiteral("--kv-heads"), QStringLiteral("4") })).json();
    QCOMPARE(four["kv_bytes_per_token"].get<qint64>() * 2, gqa["kv_bytes_per_token"].get<qint64>());
    bool said = false;
    for (const auto& w : gqa["warnings"])
        said = said || QString::fromStdString(w.get<std::string>()).contains(u"8 KV heads");
    QVERIFY(said);
    const CliResult bad
        = runCli(estimateArgs(base + QStringList { QStringLiteral("--kv-heads"), QStringLiteral("7") }));
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(u"--kv-heads"));
    const CliResult notParams = runCli(estimateArgs({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--kv-heads"), QStringLiteral("8") }));
    QCOMPARE(notParams.exitCode, 2);
}

void TestCliEstimate::readmeExampleAdvisesCheaperLevers()
{
    // LoRA on Llama-2-7B, 4096 tokens, without gradient checkpointing: a 24 GB card does not hold it as set,
    // but does with gradient checkpointing: that is reported before more cards.
    const CliResult r = runCli(estimateArgs({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--recompute"), QStringLiteral("none") }));
    QCOMPARE(r.exitCode, 0);
    const auto j = r.json();
    QCOMPARE(j["metric"].get<std::string>(), "device");
    for (const char* key : { "allocator_reserve", "overhead", "load_peak", "peak", "host_bytes" })
        QVERIFY2(j["per_gpu_bytes"].contains(key), key);
    QVERIFY(QString::fromStdString(j["assumptions"].get<std::string>()).contains(u"SDPA"));
    bool checked = false;
    for (const auto& card : j["cards"]) {
        QVERIFY(card.contains("alternatives"));
        if (card["id"] != "rtx-4090")
            continue;
        QCOMPARE(card["fits"].get<bool>(), false);
        const auto& alternatives = card["alternatives"];
        QVERIFY(!alternatives.empty());
        QCOMPARE(alternatives[0]["cards"].get<int>(), 1);
        QCOMPARE(alternatives[0]["recompute"].get<std::string>(), "full");
        for (const char* key : { "cards", "recompute", "batch", "split", "per_gpu_total" })
            QVERIFY2(alternatives[0].contains(key), key);
        QVERIFY(alternatives[0]["per_gpu_total"].get<qint64>() <= card["memory_bytes"].get<qint64>());
        QVERIFY(card["min_cards"].get<int>() > 1); // the user's own settings still need more cards
        checked = true;
    }
    QVERIFY(checked);
    // The text output states its assumptions under the title and labels the cheaper lever.
    const CliResult text
        = runCli({ QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
            QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--recompute"), QStringLiteral("none") });
    const QStringList lines = text.out.split(u'\n');
    QVERIFY2(lines.value(1).startsWith(u"Assumes: SDPA attention, no recomputation"), qPrintable(lines.value(1)));
    QVERIFY(lines.value(1).contains(u"context 4,096 × micro-batch 1"));
    QVERIFY(text.out.contains(u"or 1 card with gradient checkpointing"));
}

void TestCliEstimate::noSplitHoldsTheSettingsAsSet()
{
    // LoRA on Llama-2-7B at 4096 tokens, micro-batch 8, no checkpointing: each rank keeps 268 GiB of
    // activations, and no tensor-parallel degree brings that under a T4's 15 GiB, so min_cards is 0 in the
    // JSON. The text says so in words, not "min 0", before the cheaper levers that do fit.
    const QStringList args { QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--batch"), QStringLiteral("8"),
        QStringLiteral("--recompute"), QStringLiteral("none") };
    const CliResult j = runCli(args + QStringList { QStringLiteral("--json") });
    QCOMPARE(j.exitCode, 0);
    const auto json = j.json();
    bool seen = false;
    for (const auto& card : json["cards"]) {
        if (card["id"] == "t4") {
            QCOMPARE(card["min_cards"].get<int>(), 0);
            QVERIFY(!card["alternatives"].empty());
            seen = true;
        }
    }
    QVERIFY(seen);
    const CliResult text = runCli(args);
    QCOMPARE(text.exitCode, 0);
    QString t4;
    for (const QString& line : text.out.split(u'\n')) {
        if (line.trimmed().startsWith(u"t4 "))
            t4 = line;
    }
    QVERIFY2(!t4.contains(u"min 0"), qPrintable(t4));
    QVERIFY2(t4.contains(u"no count up to 4096 cards"), qPrintable(t4));
}

void TestCliEstimate::overflowIsRefused()
{
    const CliResult r = runCli({ QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
        QStringLiteral("--task"), QStringLiteral("full"), QStringLiteral("--context"), QStringLiteral("16777216"),
        QStringLiteral("--batch"), QStringLiteral("8"), QStringLiteral("--attention"), QStringLiteral("eager") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(u"16777216"), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
    // 10¹⁵ parameters: 2·10¹⁵ bytes of bf16 weights, positive, no wrap to −7.99 EiB.
    const auto big = runCli(estimateArgs({ QStringLiteral("--params"), QStringLiteral("1e15"), QStringLiteral("--task"),
                                QStringLiteral("inference") }))
                         .json();
    QCOMPARE(big["per_gpu_bytes"]["weights"].get<qint64>(), Q_INT64_C(2000000000000000));
    QVERIFY(big["per_gpu_bytes"]["total"].get<qint64>() > 0);
}

void TestCliEstimate::maxDimensionConfigIsRefused()
{
    // Every dimension at the accepted maximum (2²⁴): 2²⁴ layers · 7·2⁴⁸ ≈ 3.3·10²² parameters, far beyond
    // 64-bit byte counts: refused naming the file and the dimensions, never miscounted.
    const CliResult r
        = runCli({ QStringLiteral("model"), QStringLiteral(RENTPLAN_TEST_DATA "/configs/max-dimensions.json") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(u"max-dimensions.json") && r.err.contains(u"hidden_size"), qPrintable(r.err));
    QVERIFY2(r.err.contains(u"3.31e+22"), qPrintable(r.err));
}

void TestCliEstimate::fixedOverheadKeepsTheMetricInTheAssumptions()
{
    // `--overhead-gib` replaced the metric in the assumptions line, so a peak meant for
    // torch.cuda.max_memory_allocated() no longer said so (found in review).
    const auto json
        = runCli(estimateArgs({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--task"),
                     QStringLiteral("inference"), QStringLiteral("--metric"), QStringLiteral("allocated"),
                     QStringLiteral("--overhead-gib"), QStringLiteral("1.5") }))
              .json();
    const QString assumptions = QString::fromStdString(json["assumptions"].get<std::string>());
    QVERIFY2(assumptions.contains(QStringLiteral("metric: allocated tensors")), qPrintable(assumptions));
    QVERIFY2(assumptions.contains(QStringLiteral("overhead fixed at 1.5 GiB")), qPrintable(assumptions));
}

void TestCliEstimate::mistralQloraAtDefaultsFitsOne24GbCard()
{
    // The command a user types for Mistral-7B QLoRA: at the defaults (gradient checkpointing) each GPU needs
    // 11,994,612,040 bytes, worked out term by term in tst_memoryestimator::mistralQloraAtDefaultsFitsOne24GbCard,
    // and one card of the 24 GB class holds it.
    const CliResult r = runCli({ QStringLiteral("estimate"), QStringLiteral("--preset"), QStringLiteral("mistral-7b"),
        QStringLiteral("--task"), QStringLiteral("qlora"), QStringLiteral("--context"), QStringLiteral("4096"),
        QStringLiteral("--batch"), QStringLiteral("1"), QStringLiteral("--json") });
    QCOMPARE(r.exitCode, 0);
    const auto j = r.json();
    QCOMPARE(j["recompute"].get<std::string>(), "full");
    QCOMPARE(j["per_gpu_bytes"]["total"].get<qint64>(), Q_INT64_C(11994612040));
    int seen = 0;
    for (const auto& card : j["cards"]) {
        const std::string id = card["id"].get<std::string>();
        if (id != "rtx-4090" && id != "l4" && id != "a10" && id != "h100-sxm")
            continue;
        ++seen;
        QVERIFY2(card["fits"].get<bool>(), id.c_str());
        QCOMPARE(card["min_cards"].get<int>(), 1);
        QVERIFY(card["alternatives"].empty());
        // Without gradient checkpointing it needs 52,353,966,735 bytes: an 80 GB card only, a third less time
        // (LoRA and QLoRA: 4·P against 6·P FLOPs per token).
        const auto& without = card["without_recompute"];
        QCOMPARE(without["per_gpu_peak"].get<qint64>(), Q_INT64_C(52353966735));
        QCOMPARE(without["fits"].get<bool>(), id == "h100-sxm");
        QCOMPARE(without["time_saving"].get<double>(), 1.0 - 4.0 / 6.0);
    }
    QCOMPARE(seen, 4);
    // The text names the assumption, fits the RTX 4090 in one card, and says where it also fits without.
    const CliResult text = runCli({ QStringLiteral("estimate"), QStringLiteral("--preset"),
        QStringLiteral("mistral-7b"), QStringLiteral("--task"), QStringLiteral("qlora"), QStringLiteral("--context"),
        QStringLiteral("4096"), QStringLiteral("--batch"), QStringLiteral("1") });
    QVERIFY2(text.out.contains(u"Assumes: SDPA attention, gradient checkpointing"), qPrintable(text.out));
    QVERIFY2(
        text.out.contains(QRegularExpression(QStringLiteral("rtx-4090 +fits +min 1 +one card"))), qPrintable(text.out));
    QVERIFY(text.out.contains(u"also fits without gradient checkpointing (about 33 % less time)"));
    QVERIFY2(text.out.contains(u"readied by PEFT: embeddings, head and norms in fp32"), qPrintable(text.out));
    // Loaded as LLaMA-Factory or Unsloth load it, the embeddings, head and norms stay 16-bit and the layer inputs
    // 2 bytes: 9,923,026,452 bytes, worked out in the same test.
    const CliResult plain = runCli({ QStringLiteral("estimate"), QStringLiteral("--preset"),
        QStringLiteral("mistral-7b"), QStringLiteral("--task"), QStringLiteral("qlora"), QStringLiteral("--context"),
        QStringLiteral("4096"), QStringLiteral("--loader"), QStringLiteral("transformers"), QStringLiteral("--json") });
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.json()["per_gpu_bytes"]["total"].get<qint64>(), Q_INT64_C(9923026452));
}

void TestCliEstimate::recomputeDefaultAndChoice()
{
    // --help states the default; an explicit --recompute none is kept; inference recomputes nothing and
    // carries no without_recompute.
    const CliResult help = runCli({ QStringLiteral("estimate"), QStringLiteral("--help") });
    QVERIFY2(help.out.simplified().contains(u"Default: full for full, lora and qlora"), qPrintable(help.out));
    const QStringList full = { QStringLiteral("--preset"), QStringLiteral("llama-2-7b"), QStringLiteral("--task"),
        QStringLiteral("full") };
    const auto byDefault = runCli(estimateArgs(full)).json();
    const auto none
        = runCli(estimateArgs(full + QStringList { QStringLiteral("--recompute"), QStringLiteral("none") })).json();
    QCOMPARE(byDefault["recompute"].get<std::string>(), "full");
    QCOMPARE(none["recompute"].get<std::string>(), "none");
    // Llama-2-7B full fine-tune: without recomputation 32 layers keep 629,145,600 bytes each, beside the logits;
    // with it each keeps its input, 2·4096·4096 = 33,554,432, and then either the loss holds the logits
    // (4096 · 32000 · 12 = 1,572,864,000) or one layer is recomputed (629,145,600), never both: the logits.
    // (32 · 629,145,600 + 1,572,864,000) − (32 · 33,554,432 + 1,572,864,000) = 20,132,659,200 − 1,073,741,824
    // = 19,058,917,376.
    QCOMPARE(
        none["per_gpu_bytes"]["activations"].get<qint64>() - byDefault["per_gpu_bytes"]["activations"].get<qint64>(),
        Q_INT64_C(19058917376));
    for (const auto& card : none["cards"])
        QVERIFY(card["without_recompute"].is_null());
    for (const auto& card : byDefault["cards"]) {
        QVERIFY(card["without_recompute"].is_object());
        QCOMPARE(card["without_recompute"]["time_saving"].get<double>(), 0.25); // 6·P against 8·P
    }
    const auto inference = runCli(estimateArgs({ QStringLiteral("--preset"), QStringLiteral("llama-2-7b"),
                                      QStringLiteral("--task"), QStringLiteral("inference") }))
                               .json();
    QCOMPARE(inference["recompute"].get<std::string>(), "none");
    QVERIFY(inference["cards"][0]["without_recompute"].is_null());
}

QTEST_GUILESS_MAIN(TestCliEstimate)
#include "tst_cliestimate.moc"
