// `rentplan quotes <plan> [--scenario NAME] [--json]`: the plan's quotes compared on the cost to
// finish its GPU phases, the same table as the Quotes sub-tab. With --sheet, vendors' answered
// requests for quotation instead (cli/AnsweredRequests.h).
#include "app/cli/AnsweredRequests.h"
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/JsonWriter.h"
#include "app/cli/PlanArgument.h"
#include "app/cli/PlanJson.h"
#include "app/cli/TextColumns.h"
#include "models/qt/QuoteTableModel.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <cstdint>
#include <map>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// One quote as `quotes --json` lists it, its totals and every GPU phase it was costed on, as text
// at the depth of a top-level array's items: written, not built as a tree (cli/JsonWriter.h).
// The few distinct splits of a comparison, printed once each.
using SplitTexts = std::map<std::array<std::int64_t, 6>, std::string>;

std::string quoteText(const QuoteTableModel& model, int row, SplitTexts& splits)
{
    const QuoteCost& c = *model.costAt(row);
    std::string out;
    JsonWriter q(out, 4);
    q.key("card").value(model.index(row, QuoteTableModel::CardName).data().toString().toStdString());
    q.key("cards").value(c.cards);
    q.key("cost").value(jsonNumber(c.cost));
    q.key("cpu_factor").value(c.cpuFactor);
    q.key("hours").value(c.hours);
    q.key("id").value(c.quoteId.toStdString());
    q.objects("phases", std::size_t(c.phases.size()), [&](std::size_t i, JsonWriter& phase) {
        const QuotePhaseCost& p = c.phases.at(qsizetype(i));
        // Keys in nlohmann's (sorted) order.
        phase.key("cards").value(p.cards);
        if (p.runs()) {
            phase.key("cost").value(jsonNumber(p.cost));
            phase.key("hours").value(p.hours);
        }
        phase.key("id").value(c.phaseId(p).toStdString());
        phase.key("name").value(c.phaseName(p).toStdString());
        if (!p.note.isEmpty())
            phase.key("note").value(p.note.toStdString());
        if (!p.runs()) {
            phase.key("problem").value(p.problem.toStdString());
            phase.key("problem_key").value(p.problemKey.toStdString());
        }
        phase.key("runs").value(p.runs());
        if (p.runs()) {
            phase.key("scaling").value(p.scaling > 0 ? nlohmann::json(p.scaling) : nlohmann::json(nullptr));
            const std::array<std::int64_t, 6> key { p.split.tp, p.split.dp, p.split.pp, p.split.zero, p.machines,
                p.cardsPerMachine };
            auto it = splits.find(key);
            if (it == splits.end())
                it = splits.emplace(key, phase.print(splitJson(p.split, p.machines, p.cardsPerMachine))).first;
            phase.key("split").printed(it->second);
        }
    });
    q.key("phases_run").value(c.phasesRun);
    q.key("provider").value(model.index(row, QuoteTableModel::Provider).data().toString().toStdString());
    q.key("speedup").value(c.speedup);
    q.end();
    return out;
}

// {"currency", "quotes"}, written quote by quote: 10,000 quotes over 100 phases are a million
// phase entries, never held at once.
void printQuotesJson(QTextStream& out, const QuoteTableModel& model, const QString& currency)
{
    SplitTexts splits;
    printJsonItems(out, { { "currency", currency.toStdString() } }, "quotes", std::size_t(model.rowCount()),
        [&](std::size_t row) { return quoteText(model, int(row), splits); });
}

void printText(QTextStream& out, const QuoteTableModel& model)
{
    if (model.rowCount() == 0) {
        out << Text::tr("The plan has no quotes.") << '\n';
        return;
    }
    if (!model.hasPhases())
        out << Text::tr("The plan has no GPU phases: nothing to finish, so no cost to compare.") << "\n\n";
    QList<QStringList> rows;
    QStringList header;
    for (int column = 0; column < QuoteTableModel::ColumnCount; ++column)
        header.append(model.headerData(column, Qt::Horizontal).toString());
    rows.append(header);
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < QuoteTableModel::ColumnCount; ++column)
            cells.append(model.index(row, column).data().toString());
        rows.append(cells);
    }
    QList<bool> right;
    for (int column = 0; column < QuoteTableModel::ColumnCount; ++column)
        right.append(column >= QuoteTableModel::Speedup);
    for (const QString& line : alignColumns(rows, right))
        out << "  " << line << '\n';
    for (int row = 0; row < model.rowCount() && model.hasPhases(); ++row) {
        out << '\n'
            << Text::tr("%1, %2 (quote %3):")
                   .arg(model.index(row, QuoteTableModel::Provider).data().toString(),
                       model.index(row, QuoteTableModel::CardName).data().toString(), model.costAt(row)->quoteId)
            << '\n';
        const QString phases = model.index(row, QuoteTableModel::Cost).data(Qt::ToolTipRole).toString();
        for (const QString& line : phases.split(u'\n'))
            out << "  " << line << '\n';
    }
}

int runQuotes(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("quotes"),
        Text::tr("Compares the plan's quotes on what finishing its GPU phases costs on each quote's machines "
                 "(hours from the planner's model with the quote's links, fabric and CPU cores), not on the "
                 "hourly price, and lists the phases a quote cannot run."));
    plan_argument::add(parser);
    parser.addValue(QStringLiteral("scenario"), QStringLiteral("NAME"),
        Text::tr("Use this scenario's phases instead of the plan's own."));
    parser.addFlag(QStringLiteral("json"), Text::tr("Print JSON."));
    parser.addValue(QStringLiteral("sheet"), QStringLiteral("FILE"),
        Text::tr("A request for quotation a vendor filled in (XLSX or CSV, as rentplan rfq wrote it); repeat for "
                 "several vendors. Compares their answers line by line and shows the cheapest complete award."));
    parser.addFlag(QStringLiteral("skip-bad-lines"),
        Text::tr("With --sheet: leave out lines with bad cells (each is listed) instead of importing nothing."));
    parser.addFlag(QStringLiteral("add-to-plan"),
        Text::tr("With --sheet: add the awarded answers to the plan file as quotes (for accept --quote)."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the plan file")).first();
    const Plan plan = plan_argument::load(file);
    const bool asJson = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(QStringLiteral("sheet"))) {
        return runAnsweredRequests(plan,
            { file, parser.values(QStringLiteral("sheet")), parser.value(QStringLiteral("scenario")), asJson,
                parser.isSet(QStringLiteral("skip-bad-lines")), parser.isSet(QStringLiteral("add-to-plan")) },
            io);
    }
    for (const char* option : { "skip-bad-lines", "add-to-plan" }) {
        if (parser.isSet(QLatin1String(option)))
            throw UsageError(Text::tr("--%1 goes with --sheet").arg(QLatin1String(option)));
    }
    QuoteTableModel model;
    inSourceLanguage(asJson, [&] {
        plan_argument::forScenario(file, [&] { model.setPlan(plan, parser.value(QStringLiteral("scenario"))); });
    });
    const SourceLanguage english(asJson); // the model's texts are made as they are read
    if (asJson)
        printQuotesJson(io.out, model, plan.currency);
    else
        printText(io.out, model);
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add({ "quotes",
    QT_TRANSLATE_NOOP("Cli", "the plan's quotes compared on the cost to finish its phases"), 57, &runQuotes });

} // namespace

} // namespace rp::cli
