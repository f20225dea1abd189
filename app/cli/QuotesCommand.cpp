// `rentplan quotes <plan> [--scenario NAME] [--json]`: the plan's quotes compared on the cost to
// finish its GPU phases (issue #12), the same table as the Quotes sub-tab.
#include "cli/ArgParser.h"
#include "cli/CliCommand.h"
#include "cli/JsonOutput.h"
#include "cli/PlanJson.h"
#include "cli/PlanArgument.h"
#include "cli/TextColumns.h"
#include "qt/QuoteTableModel.h"

#include <QCoreApplication>

#include <cmath>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

nlohmann::json number(double value)
{
    return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr);
}

nlohmann::json quotesJson(const QuoteTableModel& model, const QString& currency)
{
    nlohmann::json quotes = nlohmann::json::array();
    for (int row = 0; row < model.rowCount(); ++row) {
        const QuoteCost& c = *model.costAt(row);
        nlohmann::json phases = nlohmann::json::array();
        for (const QuotePhaseCost& p : c.phases) {
            nlohmann::json phase = { { "id", p.phaseId.toStdString() }, { "name", p.phaseName.toStdString() },
                { "cards", p.cards }, { "runs", p.runs() } };
            if (p.runs()) {
                phase["hours"] = p.hours;
                phase["cost"] = number(p.cost);
                phase["split"] = splitJson(p.split, p.machines, p.cardsPerMachine);
                phase["scaling"] = p.scaling > 0 ? nlohmann::json(p.scaling) : nlohmann::json(nullptr);
            } else {
                phase["problem"] = p.problem.toStdString();
                phase["problem_key"] = p.problemKey.toStdString();
            }
            if (!p.note.isEmpty())
                phase["note"] = p.note.toStdString();
            phases.push_back(phase);
        }
        quotes.push_back({ { "id", c.quoteId.toStdString() },
            { "provider", model.index(row, QuoteTableModel::Provider).data().toString().toStdString() },
            { "card", model.index(row, QuoteTableModel::CardName).data().toString().toStdString() },
            { "cards", c.cards }, { "speedup", c.speedup }, { "cpu_factor", c.cpuFactor },
            { "phases_run", c.phasesRun }, { "hours", c.hours }, { "cost", number(c.cost) }, { "phases", phases } });
    }
    return { { "currency", currency.toStdString() }, { "quotes", quotes } };
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
    if (!parser.parse(args, io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the plan file")).first();
    const Plan plan = plan_argument::load(file);
    const bool asJson = parser.isSet(QStringLiteral("json"));
    QuoteTableModel model;
    inSourceLanguage(asJson, [&] {
        plan_argument::forScenario(file, [&] { model.setPlan(plan, parser.value(QStringLiteral("scenario"))); });
    });
    const SourceLanguage english(asJson); // the model's texts are made as they are read
    if (asJson)
        printJson(io.out, quotesJson(model, plan.currency));
    else
        printText(io.out, model);
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add({ "quotes",
    QT_TRANSLATE_NOOP("Cli", "the plan's quotes compared on the cost to finish its phases"), 57, &runQuotes });

} // namespace

} // namespace rp::cli
