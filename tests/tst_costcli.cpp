// `rentplan costs` run as a user runs it: the built binary, good and bad input.
#include "app/cli/TextColumns.h"
#include "models/cost/Money.h"
#include "tests/CliRunner.h"

#include <QLocale>
#include <QtTest>

#include <nlohmann/json.hpp>

namespace {

// The real binary, through tests/CliRunner.h; in a language when one is given.
CliResult rentplan(const QStringList& args, const QString& lang = {})
{
    if (lang.isEmpty())
        return runCli(args);
    return runCli(args, lang, { { QStringLiteral("LANGUAGE"), lang.left(5) } });
}

QString plan(const char* name)
{
    return QStringLiteral(RENTPLAN_TEST_DATA "/plans/") + QLatin1String(name);
}

nlohmann::json parse(const CliResult& run)
{
    return nlohmann::json::parse(run.out.toStdString());
}

bool near(const nlohmann::json& value, double expected, double tolerance = 1e-3)
{
    return value.is_number() && std::abs(value.get<double>() - expected) < tolerance;
}

} // namespace

class TestCostCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void jobCostsAsJson();
    void breakEvenAsJson();
    void textOutput();
    void spotThatNeverFinishes();
    void offerWithoutPriceIsNotCompared();
    void textForPeople();
    void breakEvenTextCarriesTheJson_data();
    void breakEvenTextCarriesTheJson();
    void badInput_data();
    void badInput();
};

void TestCostCli::jobCostsAsJson()
{
    // 300 h on 1 card: on demand 20 × 300 = 6 000; monthly one started month 8 000.
    // Self-built (one 8-card machine, 2 131 200 over 3 years = 59 200 a month): amortized for the
    // one card used, 59 200 × 300 / 730 / 8 = 3 041.10; dedicated = the whole machine, kept the
    // 12-month minimum and sold 30 % below its book value then: 2 131 200 − 1 420 800 × 0.7 = 1 136 640.
    const CliResult run = rentplan({ QStringLiteral("costs"), plan("cli.rentplan"), QStringLiteral("--hours"),
        QStringLiteral("300"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const nlohmann::json j = parse(run);
    QCOMPARE(j["hours"].get<double>(), 300.0);
    QCOMPARE(j["offers"].size(), std::size_t(3));
    const nlohmann::json& od = j["offers"][0];
    QCOMPARE(od["id"], nlohmann::json("od"));
    QCOMPARE(od["mode"], nlohmann::json("on_demand"));
    QVERIFY(near(od["cost"], 6000));
    QVERIFY(near(od["wall_hours"], 300));
    QVERIFY(near(od["billed_hours"], 300));
    QVERIFY(near(j["offers"][1]["cost"], 8000));
    QVERIFY(near(j["offers"][1]["billed_hours"], 730));
    for (const char* key :
        { "cost_dedicated", "cost_amortized", "monthly_fixed", "energy_per_month", "cost_per_card_hour" })
        QVERIFY2(j["self_build"].contains(key), key);
    QVERIFY(near(j["self_build"]["monthly_fixed"], 59200));
    QVERIFY(near(j["self_build"]["cost_amortized"], 24328.767 / 8));
    QVERIFY(near(j["self_build"]["cost_dedicated"], 1136640));
    QCOMPARE(j["cheapest"], nlohmann::json("od"));
    QVERIFY(!j["reason"].get<std::string>().empty());

    // Half-busy owned cards are held twice as long: 300 h of computing at u = 0.5 keeps the
    // machine 600 h, so the amortized cost doubles (6 082.19); the dedicated one stays at the
    // 12-month minimum's 1 136 640; the energy per month is the plan's (0 here).
    const CliResult half = rentplan({ QStringLiteral("costs"), plan("cli.rentplan"), QStringLiteral("--hours"),
        QStringLiteral("300"), QStringLiteral("--utilization"), QStringLiteral("0.5"), QStringLiteral("--json") });
    const nlohmann::json h = parse(half);
    QVERIFY(near(h["self_build"]["cost_amortized"], 2 * 24328.767 / 8));
    QVERIFY(near(h["self_build"]["cost_dedicated"], 1136640));

    // Break-evens are searched over 3 years; a longer job's reason claims no range beyond that.
    const CliResult longJob = rentplan({ QStringLiteral("costs"), plan("cli.rentplan"), QStringLiteral("--hours"),
        QStringLiteral("40000"), QStringLiteral("--json") });
    const QString reason = QString::fromStdString(parse(longJob)["reason"].get<std::string>());
    QVERIFY2(!reason.contains(u"3 years") && !reason.contains(u"stays"), qPrintable(reason));
}

void TestCostCli::breakEvenAsJson()
{
    // By default: where the cheapest offer changes. od = 20 T is cheapest up to 400 h, then
    // one month (8 000); at 730 h the second month (16 000) starts above od's 14 600; at 800 h
    // od reaches 16 000. Spot (109.48 per hour) is never the cheapest.
    const CliResult cheapest = rentplan(
        { QStringLiteral("costs"), plan("cli.rentplan"), QStringLiteral("--break-even"), QStringLiteral("--json") });
    QCOMPARE(cheapest.exitCode, 0);
    const nlohmann::json c = parse(cheapest);
    QCOMPARE(c["pairs"], nlohmann::json("cheapest_changes"));
    QCOMPARE(c["break_even"].size(), std::size_t(3));
    for (std::size_t i = 0; i < 3; ++i) {
        QCOMPARE(c["break_even"][i]["hours"].get<double>(), (QList<double> { 400, 730, 800 }).at(qsizetype(i)));
        QCOMPARE(c["break_even"][i]["cheaper_after"], nlohmann::json(i == 1 ? "od" : "mo"));
    }

    // Every pair on request (docs/reliability.md, "Long inputs": the quadratic list stays behind a flag).
    const CliResult run = rentplan({ QStringLiteral("costs"), plan("cli.rentplan"), QStringLiteral("--break-even"),
        QStringLiteral("--all-pairs"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const nlohmann::json j = parse(run);
    QCOMPARE(j["pairs"], nlohmann::json("all"));
    // od/mo: 400, 730, 800 h (see tst_costbreakeven); the first is the 400 h of the issue.
    // Spot at 100 × 1.09481 = 109.48 per hour meets one month (8 000) at 73.07 h, before those.
    QList<double> odMo;
    double previous = 0;
    for (const nlohmann::json& p : j["break_even"]) {
        QVERIFY(p["hours"].get<double>() >= previous); // increasing
        previous = p["hours"].get<double>();
        if (p["a"] == "od" && p["b"] == "mo")
            odMo.append(p["hours"].get<double>());
    }
    QCOMPARE(odMo, QList<double>({ 400, 730, 800 }));
    QVERIFY(near(j["break_even"][0]["hours"], 73.07, 0.01));
    QCOMPARE(j["break_even"][0]["a"], nlohmann::json("mo"));
    QCOMPARE(j["break_even"][0]["b"], nlohmann::json("sp"));
    // A machine at 59 200 a month with 8 cards: 59 200 / (8 × 730 × u) at 100 %, 50 %, 30 %.
    const nlohmann::json& at = j["self_build"]["cost_per_card_hour_at"];
    QVERIFY(near(at["1.0"], 10.137));
    QVERIFY(near(at["0.5"], 20.274));
    QVERIFY(near(at["0.3"], 33.790));
    // 59 200 / (8 × 730 × 20) = 0.50685; monthly 8 000 / 730 = 10.959 per hour: 59 200 / 64 000 = 0.925.
    QVERIFY(near(j["self_build"]["break_even_utilization"]["od"], 0.50685, 1e-5));
    QVERIFY(near(j["self_build"]["break_even_utilization"]["mo"], 0.925, 1e-6));
    // Daly for 5 min against 24 h between interruptions: 116.69 min (tst_costrules shows the arithmetic).
    QVERIFY(near(j["spot"]["sp"]["checkpoint_interval_minutes"], 116.69, 0.01));
    QVERIFY(near(j["spot"]["sp"]["expected_wall_hours_per_hour"], 1.09481, 1e-5));
}

void TestCostCli::textOutput()
{
    const CliResult run = rentplan({ QStringLiteral("costs"), plan("cli.rentplan"), QStringLiteral("--hours"),
        QStringLiteral("500"), QStringLiteral("--cards"), QStringLiteral("2") });
    QCOMPARE(run.exitCode, 0);
    // 500 h × 2 cards: on demand 20 000, monthly 16 000 → monthly wins by 4 000.
    QVERIFY2(run.out.contains(QStringLiteral("16,000.00")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("4,000.00")), qPrintable(run.out));
    const CliResult breakEven
        = rentplan({ QStringLiteral("costs"), plan("cli.rentplan"), QStringLiteral("--break-even") });
    QCOMPARE(breakEven.exitCode, 0);
    QVERIFY2(breakEven.out.contains(QStringLiteral("400")), qPrintable(breakEven.out));
}

void TestCostCli::spotThatNeverFinishes()
{
    // 48 interruptions a day and a 40-minute restart: λ·R = 2 × 0.667 > 1, no progress is ever kept.
    const CliResult run = rentplan({ QStringLiteral("costs"), plan("spot-never-finishes.rentplan"),
        QStringLiteral("--hours"), QStringLiteral("10"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const nlohmann::json j = parse(run);
    QVERIFY(j["offers"][0]["cost"].is_null());
    QVERIFY(j["offers"][0]["wall_hours"].is_null());
    QCOMPARE(j["cheapest"], nlohmann::json("o"));
    const CliResult text = rentplan({ QStringLiteral("costs"), plan("spot-never-finishes.rentplan"),
        QStringLiteral("--hours"), QStringLiteral("10") });
    QVERIFY2(text.out.contains(QStringLiteral("never finishes")), qPrintable(text.out));
}

// An offer typed in before its price (0) still loads, and is compared with nothing: its costs are
// null, the JSON and the text name the field it lacks, and a priced offer is the cheapest. In the
// phase's ranking it is never first: every priced setup comes before it.
void TestCostCli::offerWithoutPriceIsNotCompared()
{
    const QString file = plan("unpriced-offer.rentplan");
    // 10 h on 1 card: "od" at 20 a card-hour costs 20 × 10 = 200.
    const CliResult run = rentplan(
        { QStringLiteral("costs"), file, QStringLiteral("--hours"), QStringLiteral("10"), QStringLiteral("--json") });
    QCOMPARE(run.exitCode, 0);
    const nlohmann::json j = parse(run);
    QVERIFY(j["offers"][0]["cost"].is_null());
    QVERIFY(j["offers"][0]["billed_hours"].is_null());
    QCOMPARE(j["offers"][0]["missing"], nlohmann::json("price_per_card_hour"));
    QVERIFY(j["offers"][1]["missing"].is_null());
    QVERIFY(near(j["offers"][1]["cost"], 200));
    QCOMPARE(j["offers"][2]["missing"], nlohmann::json("price_per_card_period"));
    QCOMPARE(j["cheapest"], nlohmann::json("od"));
    const QString reason = QString::fromStdString(j["reason"].get<std::string>());
    QVERIFY2(
        reason.startsWith(QStringLiteral("For 10\u00A0h on 1 card, Test A, on-demand is cheapest at 200.00\u00A0CNY")),
        qPrintable(reason));
    QVERIFY2(!reason.contains(QStringLiteral("new, on-demand")) && !reason.contains(QStringLiteral("Test B")),
        qPrintable(reason));

    const CliResult text = rentplan({ QStringLiteral("costs"), file, QStringLiteral("--hours"), QStringLiteral("10") });
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(
        text.out.contains(QStringLiteral("not compared, no price: price_per_card_hour is 0")), qPrintable(text.out));
    QVERIFY2(
        text.out.contains(QStringLiteral("not compared, no price: price_per_card_period is 0")), qPrintable(text.out));

    // The phase's ranking (typed hours: the offers of its card only): "od" first, the two without a price after it.
    const CliResult phase = rentplan({ QStringLiteral("costs"), file, QStringLiteral("--phase"),
        QStringLiteral("train"), QStringLiteral("--json") });
    QCOMPARE(phase.exitCode, 0);
    const nlohmann::json ranking = parse(phase)["ranking"];
    QCOMPARE(ranking.size(), std::size_t(3));
    QCOMPARE(ranking[0]["offer"], nlohmann::json("od"));
    QVERIFY(near(ranking[0]["cost"], 200));
    QVERIFY(ranking[0]["missing"].is_null());
    for (std::size_t i = 1; i < 3; ++i) {
        QVERIFY(ranking[i]["cost"].is_null());
        QVERIFY(ranking[i]["runs"].get<bool>()); // it could run: what it lacks is a price
        QCOMPARE(ranking[i]["missing"],
            nlohmann::json(ranking[i]["offer"] == "new" ? "price_per_card_hour" : "price_per_card_period"));
    }
    const CliResult phaseText
        = rentplan({ QStringLiteral("costs"), file, QStringLiteral("--phase"), QStringLiteral("train") });
    QVERIFY2(phaseText.out.contains(QStringLiteral("not ranked, no price: price_per_card_hour is 0")),
        qPrintable(phaseText.out));

    // Against owning: no break-even utilization is claimed for it.
    const CliResult breakEven = rentplan({ QStringLiteral("costs"), file, QStringLiteral("--break-even") });
    QCOMPARE(breakEven.exitCode, 0);
    QVERIFY2(breakEven.out.contains(QStringLiteral("new, on-demand: not compared, no price: price_per_card_hour is 0")),
        qPrintable(breakEven.out));
}

// The Chinese table lines up by display width, break-evens are listed once each
// with the offers by name, no id stands in a sentence, and `cards` has a header row.
void TestCostCli::textForPeople()
{
    const CliResult zh
        = rentplan({ QStringLiteral("costs"), plan("cli.rentplan"), QStringLiteral("--hours"), QStringLiteral("500") },
            QStringLiteral("zh_CN.UTF-8"));
    QCOMPARE(zh.exitCode, 0);
    // The amounts end in the same display column on every row of the table (CJK characters are two wide).
    QList<int> ends;
    for (const QString& line : zh.out.split(u'\n')) {
        const qsizetype cny = line.indexOf(QStringLiteral("CNY"));
        if (line.startsWith(QStringLiteral("  ")) && cny > 0)
            ends.append(rp::cli::displayWidth(line.left(cny + 3)));
    }
    QVERIFY2(ends.size() >= 4, qPrintable(zh.out));
    for (int end : ends)
        QVERIFY2(end == ends.first(), qPrintable(zh.out));
    QVERIFY2(zh.out.contains(QStringLiteral("小时")), qPrintable(zh.out)); // hours in Chinese words

    const CliResult breakEven
        = rentplan({ QStringLiteral("costs"), plan("cli.rentplan"), QStringLiteral("--break-even") });
    QCOMPARE(breakEven.exitCode, 0);
    QStringList crossings;
    for (const QString& line : breakEven.out.split(u'\n')) {
        if (line.contains(u"cheaper than")) {
            crossings.append(line.trimmed());
            // Names, never ids: "Test A, on-demand", not "od"; "buying the hardware", not "self_build".
            QVERIFY2(!line.contains(QStringLiteral(" od")) && !line.contains(QStringLiteral("self_build")),
                qPrintable(line));
            QVERIFY2(line.contains(u"Test ") || line.contains(u"buying the hardware"), qPrintable(line));
        }
    }
    QVERIFY2(!crossings.isEmpty(), qPrintable(breakEven.out));
    QStringList once = crossings;
    once.removeDuplicates();
    QCOMPARE(once, crossings);
    QVERIFY2(!breakEven.out.contains(QStringLiteral("sp:")), qPrintable(breakEven.out));

    const CliResult cards = rentplan({ QStringLiteral("cards") });
    QCOMPARE(cards.exitCode, 0);
    const QStringList rows = cards.out.split(u'\n', Qt::SkipEmptyParts);
    QVERIFY2(rows.first().startsWith(QStringLiteral("Id")) && rows.first().contains(u"Memory"), qPrintable(cards.out));
    // Columns line up: each row's memory ends where the header's "Memory" ends.
    const qsizetype memoryEnd = rows.first().indexOf(u"Memory") + 6;
    for (qsizetype i = 1; i < rows.size(); ++i)
        QCOMPARE(rows.at(i).indexOf(u"MiB") + 3, memoryEnd);
}

void TestCostCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString good = plan("cli.rentplan");
    QTest::newRow("missing file") << QStringList { plan("no-such.rentplan"), QStringLiteral("--hours"),
        QStringLiteral("1") } << "no-such.rentplan";
    QTest::newRow("bad plan") << QStringList { plan("wrong-type-price.rentplan"), QStringLiteral("--hours"),
        QStringLiteral("1") } << "offers[1].price_per_card_hour";
    QTest::newRow("version 99") << QStringList { plan("version-99.rentplan"), QStringLiteral("--break-even") }
                                << "version";
    QTest::newRow("not JSON") << QStringList { plan("not-json.rentplan"), QStringLiteral("--break-even") }
                              << "line 4, column 15";
    QTest::newRow("hours not a number") << QStringList { good, QStringLiteral("--hours"), QStringLiteral("ten") }
                                        << "--hours";
    QTest::newRow("negative hours") << QStringList { good, QStringLiteral("--hours"), QStringLiteral("-5") }
                                    << "--hours";
    QTest::newRow("zero cards") << QStringList { good, QStringLiteral("--hours"), QStringLiteral("1"),
        QStringLiteral("--cards"), QStringLiteral("0") }
                                << "--cards";
    QTest::newRow("utilization above 1") << QStringList { good, QStringLiteral("--hours"), QStringLiteral("1"),
        QStringLiteral("--utilization"), QStringLiteral("1.5") }
                                         << "--utilization";
    QTest::newRow("neither mode") << QStringList { good } << "--hours";
    QTest::newRow("both modes") << QStringList { good, QStringLiteral("--hours"), QStringLiteral("1"),
        QStringLiteral("--break-even") }
                                << "--break-even";
    QTest::newRow("no plan") << QStringList { QStringLiteral("--hours"), QStringLiteral("1") } << "plan file";
}

void TestCostCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    args.prepend(QStringLiteral("costs"));
    const CliResult run = rentplan(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(mentions), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestCostCli::breakEvenTextCarriesTheJson_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("unfinished");
    QTest::newRow("cheapest changes, self-built, spot") << QStringList { plan("cli.rentplan") } << 0;
    QTest::newRow("every pair") << QStringList { plan("cli.rentplan"), QStringLiteral("--all-pairs") } << 0;
    // Two per-minute quotes at 20 per card-hour, one with 0.5 a month of disk, the other 0.5 per GB
    // sent out on a 5 GB job: their staircases stay within a cent for years, so the pair search runs
    // out of steps (tst_costbreakeven); the search for the cheapest gets through to T = 2.5 / 0.5 × 730 = 3 650 h.
    QTest::newRow("pair search stops short") << QStringList { plan("break-even-stops-short.rentplan"),
        QStringLiteral("--egress-gb"), QStringLiteral("5"), QStringLiteral("--all-pairs") }
                                             << 1;
    QTest::newRow("cheapest through per-minute steps")
        << QStringList { plan("break-even-stops-short.rentplan"), QStringLiteral("--egress-gb"), QStringLiteral("5") }
        << 0;
}

void TestCostCli::breakEvenTextCarriesTheJson()
{
    // What --json says, the text says too: every crossing, the self-built figures, each spot
    // offer's intervals, and every search that stopped short with how far it got.
    QFETCH(QStringList, args);
    QFETCH(int, unfinished);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // as the binary formats in English
    const QStringList common
        = QStringList { QStringLiteral("costs") } + args + QStringList { QStringLiteral("--break-even") };
    const CliResult jsonRun = rentplan(common + QStringList { QStringLiteral("--json") });
    const CliResult text = rentplan(common);
    QCOMPARE(jsonRun.exitCode, 0);
    QCOMPARE(text.exitCode, 0);
    const nlohmann::json j = parse(jsonRun);
    const auto hours = [](const nlohmann::json& value) { return rp::money::formatHours(value.get<double>()); };
    const auto has = [&](const QString& piece) {
        QVERIFY2(text.out.contains(piece), qPrintable(piece + QStringLiteral(" missing from:\n") + text.out));
    };
    has(QStringLiteral("For 1 card; durations searched up to %1").arg(hours(j["horizon_hours"])));
    for (const nlohmann::json& p : j["break_even"])
        has(hours(p["hours"]) + QStringLiteral("  after it "));
    if (!j["self_build"].is_null()) {
        for (const nlohmann::json& p : j["self_build"]["break_even"])
            has(hours(p["hours"]));
        for (const char* at : { "1.0", "0.5", "0.3" })
            has(rp::money::format(j["self_build"]["cost_per_card_hour_at"][at].get<double>(), QStringLiteral("CNY")));
        for (const auto& [id, u] : j["self_build"]["break_even_utilization"].items())
            has(u.is_null() ? QStringLiteral("never")
                            : QLocale().toString(u.get<double>() * 100.0, 'f', 1) + QStringLiteral(" %"));
    }
    for (const auto& [id, s] : j["spot"].items()) {
        has(QStringLiteral("save every %1 min")
                .arg(QLocale().toString(s["checkpoint_interval_minutes"].get<double>(), 'f', 1)));
        has(QStringLiteral("Daly's interval %1 min, Young's %2 min")
                .arg(QLocale().toString(s["daly_minutes"].get<double>(), 'f', 1),
                    QLocale().toString(s["young_minutes"].get<double>(), 'f', 1)));
    }
    QCOMPARE(int(j["unfinished"].size()), unfinished);
    QCOMPARE(text.out.contains(QStringLiteral("stopped short")), unfinished > 0);
    for (const nlohmann::json& u : j["unfinished"]) {
        QVERIFY(u["searched_up_to_hours"].get<double>() < 3650);
        has(QStringLiteral("Test S, on-demand against Test E, on-demand"));
        has(QStringLiteral("searched up to %1").arg(hours(u["searched_up_to_hours"])));
    }
    if (args.first().endsWith(QLatin1String("stops-short.rentplan")) && unfinished == 0) {
        QCOMPARE(j["break_even"].size(), std::size_t(1));
        QVERIFY(near(j["break_even"][0]["hours"], 3650, 0.2));
    }
}

QTEST_GUILESS_MAIN(TestCostCli)
#include "tst_costcli.moc"
