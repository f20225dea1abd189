// What a user sees cites nothing internal: no window text, message, example plan or quote rule
// points at the team's internal documents ("seed 004 §3.2", "DESIGN.md §4"); it states the
// rule itself or a public source.
#include "models/quote/QuoteRules.h"
#include "tests/RepositoryFiles.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <functional>

using namespace rp;

namespace {

// "seed 004 §3.2", "seeds 000", "§4b" or a document that is not in the repository.
QString internalCitation(const QString& text)
{
    static const QRegularExpression cited(
        // Our notes are "seed 000" and "seed 004"; the word alone is the simulation's random seed (--seed).
        QStringLiteral("\\bseeds? ?0\\d\\d|§|DESIGN\\.md|STYLE\\.md"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = cited.match(text);
    return m.hasMatch() ? m.captured() : QString();
}

} // namespace

class TestPublicText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void translatableTexts();
    void examplePlanNotes();
    void quoteRulesStateTheirRule();
    void oneChineseTermEach();
};

void TestPublicText::translatableTexts()
{
    // Every text the window, the command line and the PDF show goes through tr(): the English
    // catalogue lists each one's source text.
    const QString ts
        = QString::fromUtf8(repositoryBytes(repositoryPath(QStringLiteral("translations/rentplan_en.ts"))));
    static const QRegularExpression sourceText(
        QStringLiteral("<source>(.*?)</source>"), QRegularExpression::DotMatchesEverythingOption);
    int texts = 0;
    for (auto it = sourceText.globalMatch(ts); it.hasNext();) {
        const QString text = it.next().captured(1);
        ++texts;
        QVERIFY2(internalCitation(text).isEmpty(), qPrintable(text));
    }
    QVERIFY(texts > 1000);
}

void TestPublicText::examplePlanNotes()
{
    const QDir examples(repositoryPath(QStringLiteral("resources/data/examples")));
    const QStringList plans = examples.entryList({ QStringLiteral("*.rentplan") }, QDir::Files);
    QVERIFY(plans.size() >= 4);
    for (const QString& name : plans) {
        const auto plan = nlohmann::json::parse(repositoryBytes(examples.filePath(name)).toStdString());
        // Every "note" and "notes" anywhere in the plan: the plan's, its phases', its scenarios'.
        std::function<void(const nlohmann::json&)> visit = [&](const nlohmann::json& node) {
            if (node.is_object()) {
                for (const auto& [key, value] : node.items()) {
                    if ((key == "note" || key == "notes") && value.is_string()) {
                        const QString text = QString::fromStdString(value.get<std::string>());
                        QVERIFY2(internalCitation(text).isEmpty(), qPrintable(name + QStringLiteral(": ") + text));
                    }
                    visit(value);
                }
            } else if (node.is_array()) {
                for (const auto& value : node)
                    visit(value);
            }
        };
        visit(plan);
    }
}

void TestPublicText::quoteRulesStateTheirRule()
{
    // The Rented machine tab shows each finding with the rule it rests on (docs/quotes.md).
    for (const char* rule :
        { "form_factor", "interconnect", "slow_fabric", "pcie_no_nvlink", "cpu_per_gpu", "ram_per_gpu", "local_nvme",
            "shared_uplink", "not_whole_gpu", "storage_while_stopped", "compute_while_stopped", "stop_billing",
            "no_refund", "renewal_price", "minimum_billing", "invoice", "data_deletion", "sla", "expired" }) {
        const QString basis = QuoteRules::basis(QLatin1String(rule));
        QVERIFY2(!basis.isEmpty(), rule);
        QVERIFY2(internalCitation(basis).isEmpty(), qPrintable(basis));
    }
    QCOMPARE(QuoteRules::basis(QStringLiteral("cpu_per_gpu")), QStringLiteral("8–16 CPU cores per GPU"));
}

void TestPublicText::oneChineseTermEach()
{
    // A scenario is 情景 and a plan is 计划, in the window, the PDF, the command line and the
    // guide: 方案 was used for both, so "复制为方案" and "打开方案" seemed to name one thing.
    const QString ts
        = QString::fromUtf8(repositoryBytes(repositoryPath(QStringLiteral("translations/rentplan_zh_CN.ts"))));
    static const QRegularExpression message(
        QStringLiteral("<source>(.*?)</source>.*?<translation[^>]*>(.*?)</translation>"),
        QRegularExpression::DotMatchesEverythingOption);
    int scenarios = 0;
    int plans = 0;
    for (auto it = message.globalMatch(ts); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString source = m.captured(1);
        const QString chinese = m.captured(2);
        QVERIFY2(!chinese.contains(QStringLiteral("方案")), qPrintable(source + QStringLiteral(" → ") + chinese));
        // The word, not the option --scenario, which stays as typed.
        static const QRegularExpression scenarioWord(
            QStringLiteral("(?<!--)\\bscenarios?\\b"), QRegularExpression::CaseInsensitiveOption);
        if (source.contains(scenarioWord) && !chinese.isEmpty()) {
            ++scenarios;
            QVERIFY2(chinese.contains(QStringLiteral("情景")), qPrintable(source + QStringLiteral(" → ") + chinese));
        }
        if (source.contains(QRegularExpression(QStringLiteral("\\b[Pp]lan\\b")))
            && chinese.contains(QStringLiteral("计划")))
            ++plans;
    }
    QVERIFY2(scenarios >= 20, qPrintable(QString::number(scenarios)));
    QVERIFY2(plans >= 40, qPrintable(QString::number(plans)));
    const QString guide
        = QString::fromUtf8(repositoryBytes(repositoryPath(QStringLiteral("resources/data/guide/guide_zh_CN.html"))));
    QVERIFY(!guide.contains(QStringLiteral("方案")));
    QVERIFY(guide.contains(QStringLiteral("复制为情景")));
}

QTEST_GUILESS_MAIN(TestPublicText)
#include "tst_publictext.moc"
