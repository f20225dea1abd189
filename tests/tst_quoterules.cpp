// Quote rules with hand-computed consequences (docs/quotes.md), the cost-to-finish comparison,
// a quote becoming an offer, and the example quote sheet.
#include "models/catalog/CardCatalog.h"
#include "models/planner/Scaling.h"
#include "models/planner/WorkloadHours.h"
#include "models/quote/QuoteComparison.h"
#include "models/quote/QuoteOffer.h"
#include "models/quote/QuoteRules.h"
#include "models/quote/QuoteSheet.h"

#include <QtTest>

using namespace rp;

namespace {

Quote quote(const QString& id, const QString& card, int cards)
{
    Quote q;
    q.id = id;
    q.card = card;
    q.cardsPerMachine = cards;
    q.offer.id = id;
    q.offer.card = card;
    q.offer.cardsPerInstance = cards;
    q.offer.mode = BillingMode::OnDemand;
    return q;
}

const QuoteFinding* find(const QList<QuoteFinding>& findings, const char* rule)
{
    for (const QuoteFinding& f : findings) {
        if (f.rule == QLatin1String(rule))
            return &f;
    }
    return nullptr;
}

QuoteUse use()
{
    QuoteUse u;
    u.today = QDate(2026, 11, 30);
    return u;
}

} // namespace

class TestQuoteRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void scalingReproducesDesign();
    void pcieWithoutNvlink();
    void starvedCpu();
    void moneyWhileStopped();
    void billingTerms();
    void unstatedItemsAreQuestions();
    void wellSpecifiedQuoteIsClean();
    void costToFinishNotHourlyPrice();
    void quoteBecomesOffer();
    void exampleSheetRoundTrip();
    void badSheetNamesLineAndColumn();
};

void TestQuoteRules::scalingReproducesDesign()
{
    // S(8) = 8 / (1 + 7c) (docs/plan-format.md): NVLink c = 0.002 → 8 / 1.014 = 7.890; PCIe 0.065 → 8 / 1.455 = 5.498.
    QCOMPARE(qRound(scaling::speedup(8, scaling::kNvlink) * 1000), 7890);
    QCOMPARE(qRound(scaling::speedup(8, scaling::kPcie) * 1000), 5498);
    QCOMPARE(scaling::speedup(1, scaling::kPcie), 1.0);
    // A quote's speed-up is the planner's (one hours model): one 8-card PCIe A100 machine.
    Quote q = quote(QStringLiteral("p"), QStringLiteral("a100-pcie-80g"), 8);
    q.formFactor = FormFactor::Pcie;
    QCOMPARE(qRound(QuoteRules::speedup(q) * 1000), 5498);
    QCOMPARE(qRound(QuoteRules::bestSpeedup(q) * 1000), 7890);
}

void TestQuoteRules::pcieWithoutNvlink()
{
    // The issue's example: 8 PCIe A100s for a full fine-tune. 7.8895 / 5.4983 − 1 = 0.4349 → "+43 % hours"
    // (the issue's "+44 %" divides the rounded 7.9 by 5.5).
    Quote q = quote(QStringLiteral("p"), QStringLiteral("a100-pcie-80g"), 8);
    q.formFactor = FormFactor::Pcie;
    q.interconnect = Interconnect::None;
    const QList<QuoteFinding> f = QuoteRules::check(q, use());
    const QuoteFinding* pcie = find(f, "pcie_no_nvlink");
    QVERIFY(pcie);
    QCOMPARE(qRound(*pcie->number * 10), 435);
    QVERIFY2(pcie->text.contains(QStringLiteral("S(8) ≈ 5.5 instead of 7.9, +43 % hours")), qPrintable(pcie->text));
    QCOMPARE(pcie->basis, QStringLiteral("NVLink for multi-card training"));
    // Inference on the same machine syncs no gradients: no such finding.
    QuoteUse inference = use();
    inference.multiCardTraining = false;
    QVERIFY(!find(QuoteRules::check(q, inference), "pcie_no_nvlink"));
    // Two 8-card SXM machines over plain Ethernet, in the planner's hours model (docs/plan-format.md,
    // "Split and scaling": the c of the slowest link crossed): S = 16 / (1 + 15 · 0.2) = 4, against a
    // fast fabric (c across = the inside 0.002) 16 / (1 + 15 · 0.002) = 15.534: 15.534 / 4 − 1 = +288.3 %.
    Quote two = quote(QStringLiteral("two"), QStringLiteral("a100-sxm-80g"), 8);
    two.machines = 2;
    two.interconnect = Interconnect::NvSwitch;
    two.fabric = QStringLiteral("ethernet");
    two.fabricGbps = 25;
    // The findings are kept while a pointer into them is read (the sanitizer run caught a dangling one).
    const QList<QuoteFinding> twoFindings = QuoteRules::check(two, use());
    const QuoteFinding* fabric = find(twoFindings, "slow_fabric");
    QVERIFY(fabric);
    QCOMPARE(qRound(*fabric->number * 10), 2883);
    QVERIFY2(
        fabric->text.contains(QStringLiteral("S(16) ≈ 4.0 instead of 15.5, +288 % hours")), qPrintable(fabric->text));
    two.fabric = QStringLiteral("infiniband");
    QVERIFY(!find(QuoteRules::check(two, use()), "slow_fabric"));
}

void TestQuoteRules::starvedCpu()
{
    // 16 cores for 8 GPUs = 2 per GPU, under the 8 per GPU recommended: expect about 50 % utilization.
    Quote q = quote(QStringLiteral("c"), QStringLiteral("a100-sxm-80g"), 8);
    q.cpuCores = 16;
    q.ramGb = 256; // 32 GB per GPU, under 64
    const QList<QuoteFinding> f = QuoteRules::check(q, use());
    QVERIFY(find(f, "cpu_per_gpu"));
    QCOMPARE(*find(f, "cpu_per_gpu")->number, 2.0);
    QVERIFY(find(f, "cpu_per_gpu")->text.contains(QStringLiteral("16 CPU cores for 8 GPUs")));
    QCOMPARE(*find(f, "ram_per_gpu")->number, 32.0);
    QCOMPARE(QuoteRules::cpuFactor(q), 0.5);
    q.cpuCores = 64;
    QVERIFY(!find(QuoteRules::check(q, use()), "cpu_per_gpu"));
    QCOMPARE(QuoteRules::cpuFactor(q), 1.0);
}

void TestQuoteRules::moneyWhileStopped()
{
    // 300 per machine and month while stopped, 2 machines: +600 per month.
    Quote q = quote(QStringLiteral("s"), QStringLiteral("l40s"), 4);
    q.machines = 2;
    q.storageWhileStoppedPerMonth = 300;
    const QList<QuoteFinding> findings = QuoteRules::check(q, use());
    const QuoteFinding* s = find(findings, "storage_while_stopped");
    QVERIFY(s);
    QCOMPARE(*s->number, 600.0);
    QVERIFY(s->text.contains(QStringLiteral("600")));
}

void TestQuoteRules::billingTerms()
{
    // Monthly 10 000 then 12 000: +20 %; no refund; 6 h minimum; expired 30 days before 2026-11-30.
    Quote q = quote(QStringLiteral("m"), QStringLiteral("h100-sxm"), 8);
    q.offer.mode = BillingMode::Monthly;
    q.offer.pricePerCardPeriod = 10000;
    q.offer.renewalPricePerCardPeriod = 12000;
    q.offer.minBilledHours = 6;
    q.validUntil = QDate(2026, 10, 31);
    const QList<QuoteFinding> f = QuoteRules::check(q, use());
    QCOMPARE(qRound(*find(f, "renewal_price")->number), 20);
    QVERIFY(find(f, "no_refund"));
    QCOMPARE(*find(f, "minimum_billing")->number, 6.0);
    QCOMPARE(*find(f, "expired")->number, 30.0);
    q.offer.refund = Refund::ProRata;
    QVERIFY(!find(QuoteRules::check(q, use()), "no_refund"));
}

void TestQuoteRules::unstatedItemsAreQuestions()
{
    const QList<QuoteFinding> f
        = QuoteRules::check(quote(QStringLiteral("u"), QStringLiteral("a100-sxm-80g"), 8), use());
    for (const char* rule : { "form_factor", "interconnect", "cpu_per_gpu", "ram_per_gpu", "local_nvme",
             "shared_uplink", "not_whole_gpu", "stop_billing", "invoice", "data_deletion", "sla" }) {
        const QuoteFinding* q = find(f, rule);
        QVERIFY2(q, rule);
        QCOMPARE(q->kind, QuoteFinding::Kind::Question);
        // Each states its rule, and nothing a user sees cites internal documents.
        QVERIFY2(!q->basis.isEmpty(), rule);
        QVERIFY2(!q->basis.contains(u"seed", Qt::CaseInsensitive) && !q->basis.contains(u'§'), qPrintable(q->basis));
        QVERIFY2(!q->text.contains(u"seed", Qt::CaseInsensitive) && !q->text.contains(u'§'), qPrintable(q->text));
    }
}

void TestQuoteRules::wellSpecifiedQuoteIsClean()
{
    // The example sheet's HGX H100 quote answers everything; its only finding is the monthly
    // price's renewal (+6.25 % = 17 000 / 16 000 − 1) and the missing refund.
    InputError error;
    const auto quotes = QuoteSheet::load(QStringLiteral(":/data/examples/quotes.csv"), &error);
    QVERIFY2(quotes, qPrintable(error.toString()));
    const QList<QuoteFinding> f = QuoteRules::check(quotes->first(), use());
    QStringList rules;
    for (const QuoteFinding& x : f)
        rules.append(x.rule);
    QCOMPARE(rules, QStringList({ QStringLiteral("no_refund"), QStringLiteral("renewal_price") }));
    QCOMPARE(*f.at(1).number, 6.25);
}

void TestQuoteRules::costToFinishNotHourlyPrice()
{
    // A plan with three GPU phases: a full fine-tune on 8 A100 80GB SXM, a 5-hour evaluation on one
    // A100 80GB SXM (typed hours) and a 2-hour demo on one H100 SXM.
    Plan plan;
    Workload w;
    w.params = 7'000'000'000;
    w.estimate.task = Task::Full;
    const MemoryEstimate e = WorkloadHours::estimate(w);
    // Tokens chosen so the fine-tune is 800 A100-card-hours at perfect scaling: D = 800 h × 3600 s × 312e12
    // FLOP/s × MFU 0.4 / FLOPs per token.
    w.tokens = 800.0 * 3600 * 312e12 * 0.4 / WorkloadHours::trainingFlopsPerToken(w, e);
    Phase train;
    train.id = QStringLiteral("train");
    train.card = QStringLiteral("a100-sxm-80g");
    train.cards = 8;
    train.utilization = 1;
    train.workload = w;
    Phase eval;
    eval.id = QStringLiteral("eval");
    eval.card = QStringLiteral("a100-sxm-80g");
    eval.cards = 1;
    eval.hours = 5;
    eval.utilization = 1;
    Phase demo = eval;
    demo.id = QStringLiteral("demo");
    demo.card = QStringLiteral("h100-sxm");
    demo.hours = 2;
    plan.phases = { train, eval, demo };

    // 8 × A100 SXM NVLinked at 20 per card-hour: 800 / 7.8895 = 101.40 h, × 8 × 20 = 16 224; the
    // evaluation rents the whole 8-card machine: 5 h × 8 × 20 = 800. Total 17 024 over 106.40 h.
    // 8 × A100 PCIe (the same chip) at 15 but 16 cores: 800 / (5.4983 × 0.5) = 291.0 h, × 8 × 15 = 34 920;
    // the evaluation's typed hours as typed, 5 × 8 × 15 = 600. Total 35 520: the cheaper hour costs more
    // than twice as much to finish. Neither runs the H100 demo.
    Quote sxm = quote(QStringLiteral("sxm"), QStringLiteral("a100-sxm-80g"), 8);
    sxm.interconnect = Interconnect::NvSwitch;
    sxm.offer.pricePerCardHour = 20;
    Quote pcie = quote(QStringLiteral("pcie"), QStringLiteral("a100-pcie-80g"), 8);
    pcie.formFactor = FormFactor::Pcie;
    pcie.cpuCores = 16;
    pcie.offer.pricePerCardHour = 15;
    // 4 × H100 SXM at 40: runs the demo only, 2 h × 4 × 40 = 320: the fine-tune wants 8 cards, and the
    // evaluation's hours were typed for an A100.
    Quote h100 = quote(QStringLiteral("h100"), QStringLiteral("h100-sxm"), 4);
    h100.offer.pricePerCardHour = 40;
    plan.quotes = { h100, pcie, sxm };
    const QList<QuoteCost> costs = QuoteComparison::compare(plan);
    QCOMPARE(costs.size(), 3);
    const QuoteCost& first = costs.at(0);
    QCOMPARE(first.quoteId, QStringLiteral("sxm"));
    QCOMPARE(first.phasesRun, 2);
    QCOMPARE(first.phases.size(), 3);
    QCOMPARE(qRound(first.phases.at(0).hours * 100), 10140);
    QCOMPARE(qRound(first.phases.at(0).cost), 16224);
    QCOMPARE(qRound(first.phases.at(1).cost), 800);
    QCOMPARE(qRound(first.cost), 17024);
    QCOMPARE(qRound(first.hours * 100), 10640);
    QVERIFY(!first.phases.at(2).runs());
    QCOMPARE(first.phases.at(2).problemKey, QStringLiteral("typed_hours"));
    QCOMPARE(first.phases.at(2).problem,
        QStringLiteral(
            "the phase's hours were typed for the H100 80GB SXM: give it a workload to compare the A100 80GB SXM"));
    const QuoteCost& second = costs.at(1);
    QCOMPARE(second.quoteId, QStringLiteral("pcie"));
    QCOMPARE(second.cpuFactor, 0.5);
    QCOMPARE(qRound(second.phases.at(0).hours * 10), 2910);
    QCOMPARE(qRound(second.phases.at(0).cost), 34920);
    QCOMPARE(qRound(second.cost), 35520);
    QCOMPARE(costs.at(2).quoteId, QStringLiteral("h100"));
    QCOMPARE(costs.at(2).phasesRun, 1);
    QCOMPARE(qRound(costs.at(2).cost), 320);
    QCOMPARE(costs.at(2).phases.at(0).problem, QStringLiteral("needs 8 cards, the quote has 4"));
    QCOMPARE(costs.at(2).phases.at(1).problemKey, QStringLiteral("typed_hours"));
    // The fine-tune on 16 cards is more than the A100 quotes have.
    plan.phases[0].cards = 16;
    const QuoteCost big = QuoteComparison::evaluate(plan, sxm);
    QCOMPARE(big.phases.at(0).problem, QStringLiteral("needs 16 cards, the quote has 8"));
    // The same work on 8 H100 SXM (989 against 312 TFLOP/s): 800 × 312 / 989 / 7.890 = 31.99 h.
    plan.phases[0].cards = 8;
    plan.phases[0].card = QStringLiteral("h100-sxm");
    QCOMPARE(qRound(QuoteComparison::evaluate(plan, quote(QStringLiteral("h"), QStringLiteral("h100-sxm"), 8))
                        .phases.at(0)
                        .hours
                 * 100),
        3199);
}

void TestQuoteRules::quoteBecomesOffer()
{
    Plan plan;
    Offer taken;
    taken.id = QStringLiteral("hgx");
    plan.offers.append(taken);
    Quote q = quote(QStringLiteral("hgx"), QStringLiteral("h100-sxm"), 8);
    q.provider = QStringLiteral("Cloud A");
    q.offer.mode = BillingMode::Monthly;
    q.offer.pricePerCardPeriod = 16000;
    q.storageWhileStoppedPerMonth = 300;
    const Offer o = offerFromQuote(q, plan);
    QCOMPARE(o.id, QStringLiteral("hgx-2"));
    QCOMPARE(o.provider, QStringLiteral("Cloud A"));
    QCOMPARE(o.cardsPerInstance, 8);
    QCOMPARE(o.pricePerCardPeriod, 16000.0);
    QCOMPARE(o.storagePerMonth, 300.0);
}

void TestQuoteRules::exampleSheetRoundTrip()
{
    InputError error;
    const auto csv = QuoteSheet::load(QStringLiteral(":/data/examples/quotes.csv"), &error);
    QVERIFY2(csv, qPrintable(error.toString()));
    QCOMPARE(csv->size(), 3);
    QCOMPARE(csv->at(1).cpuCores, std::optional<int>(16));
    QCOMPARE(csv->at(1).bandwidthDedicated, std::optional<bool>(false));
    QCOMPARE(csv->at(1).offer.pricePerCardHour, 9.0);
    QCOMPARE(csv->at(0).offer.renewalPrice(), 17000.0);
    // CSV → JSON → CSV gives the same sheet.
    const auto json = QuoteSheet::readJson(QuoteSheet::toJson(*csv), QStringLiteral("x.json"), &error);
    QVERIFY2(json, qPrintable(error.toString()));
    QCOMPARE(QuoteSheet::toCsv(*json), QuoteSheet::toCsv(*csv));
    const auto again = QuoteSheet::readCsv(QuoteSheet::toCsv(*csv), QStringLiteral("x.csv"), &error);
    QVERIFY2(again, qPrintable(error.toString()));
    QCOMPARE(again->at(2).ramGb, csv->at(2).ramGb);
}

void TestQuoteRules::badSheetNamesLineAndColumn()
{
    InputError error;
    QVERIFY(!QuoteSheet::readCsv("id,card,cpu_cores\nq1,l4,many\n", QStringLiteral("s.csv"), &error));
    QCOMPARE(error.where, QStringLiteral("line 2, column 3 (cpu_cores)"));
    QVERIFY(!QuoteSheet::readCsv("id,card,gpu_count\n", QStringLiteral("s.csv"), &error));
    QCOMPARE(error.where, QStringLiteral("line 1, column 3 (gpu_count)"));
    QVERIFY(!QuoteSheet::readCsv("id,card,interconnect\nq1,l4,bridge\n", QStringLiteral("s.csv"), &error));
    QCOMPARE(error.where, QStringLiteral("line 2, column 3 (interconnect)"));
    QVERIFY(!QuoteSheet::readJson(R"({"format": "rentplan-plan", "quotes": []})", QStringLiteral("s.json"), &error));
    QCOMPARE(error.where, QStringLiteral("format"));
}

QTEST_GUILESS_MAIN(TestQuoteRules)
#include "tst_quoterules.moc"
