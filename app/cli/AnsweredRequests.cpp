#include "app/cli/AnsweredRequests.h"

#include "app/cli/JsonOutput.h"
#include "app/cli/PlanArgument.h"
#include "app/cli/TextColumns.h"
#include "models/cost/Money.h"
#include "models/plan/PlanFormat.h"
#include "models/planner/ProjectPlanner.h"
#include "models/procurement/RfqAward.h"
#include "models/procurement/RfqAwardText.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>

#include <cmath>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

using nlohmann::json;

json bidJson(const RfqAnswers& answers, const RfqBid& bid, bool awarded)
{
    const RfqAnswer& a = answers.answers.at(bid.answer);
    json out = { { "vendor", a.vendor.toStdString() }, { "quote_id", a.quote.id.toStdString() },
        { "card", a.quote.card.toStdString() }, { "cards_per_machine", a.quote.cardsPerMachine },
        { "machines", a.quote.machines }, { "file", a.file.toStdString() }, { "row", a.row },
        { "serves", bid.serves() }, { "awarded", awarded }, { "notes", jsonStrings(bid.notes) } };
    if (!a.sheet.isEmpty())
        out["sheet"] = a.sheet.toStdString();
    if (bid.serves()) {
        out["hours"] = bid.hours;
        out["cost"] = jsonNumber(bid.cost);
    } else {
        out["problem"] = bid.problem.toStdString();
    }
    return out;
}

json awardJson(const Plan& plan, const QList<BillLine>& lines, const RfqAnswers& answers, const RfqAward& award)
{
    json lineList = json::array();
    json awarded = json::array();
    for (qsizetype i = 0; i < award.lines.size(); ++i) {
        const RfqLineBids& l = award.lines.at(i);
        const BillLine& line = lines.at(i);
        json bids = json::array();
        for (qsizetype b = 0; b < l.bids.size(); ++b)
            bids.push_back(bidJson(answers, l.bids.at(b), b == l.awarded));
        lineList.push_back({ { "line", l.line }, { "phases", jsonStrings(line.phaseNames) },
            { "card", line.card.toStdString() }, { "mandatory", l.mandatory }, { "bids", bids } });
        if (l.awarded >= 0) {
            const RfqBid& bid = l.bids.at(l.awarded);
            const RfqAnswer& a = answers.answers.at(bid.answer);
            awarded.push_back({ { "line", l.line }, { "vendor", a.vendor.toStdString() },
                { "quote_id", a.quote.id.toStdString() }, { "cost", jsonNumber(bid.cost) } });
        }
    }
    json vendors = json::array();
    for (const RfqVendorTotal& t : award.vendorTotals)
        vendors.push_back({ { "vendor", t.vendor.toStdString() }, { "cost", jsonNumber(t.cost) },
            { "lines_served", t.linesServed }, { "complete", t.complete } });
    json out = { { "currency", plan.currency.toStdString() }, { "lines", lineList },
        { "award",
            { { "complete", award.complete }, { "cost", jsonNumber(award.cost) }, { "split", award.isSplit() },
                { "vendors", jsonStrings(award.vendors) }, { "lines", awarded } } },
        { "single_vendor", vendors }, { "unanswered", answers.unanswered } };
    json skipped = json::array();
    for (const InputError& e : answers.problems)
        skipped.push_back(e.toString().toStdString());
    out["skipped"] = skipped;
    return out;
}

void printText(
    QTextStream& out, const Plan& plan, const QList<BillLine>& lines, const RfqAnswers& answers, const RfqAward& award)
{
    out << RfqAwardText::counts(answers) << '\n';
    for (qsizetype i = 0; i < award.lines.size(); ++i) {
        const RfqLineBids& l = award.lines.at(i);
        out << '\n' << RfqAwardText::line(lines.at(i)) << '\n';
        if (l.bids.isEmpty()) {
            out << "  " << Text::tr("no answer") << '\n';
            continue;
        }
        QList<QStringList> rows;
        rows.append({ QString(), Text::tr("Vendor"), Text::tr("Card"), Text::tr("Machines"), Text::tr("Hours"),
            Text::tr("Cost to finish"), QString() });
        for (qsizetype b = 0; b < l.bids.size(); ++b) {
            const RfqBid& bid = l.bids.at(b);
            const RfqAnswer& a = answers.answers.at(bid.answer);
            rows.append({ b == l.awarded ? QStringLiteral("*") : QString(), a.vendor, RfqAwardText::card(a),
                RfqAwardText::machines(a), bid.serves() ? money::formatHours(bid.hours) : QString(),
                bid.serves() ? money::format(bid.cost, plan.currency) : QString(),
                bid.serves() ? bid.notes.join(QStringLiteral("; ")) : Text::tr("cannot serve: %1").arg(bid.problem) });
        }
        for (const QString& row : alignColumns(rows, { false, false, false, false, true, true, false }))
            out << "  " << row << '\n';
    }
    out << '\n';
    for (const QString& sentence : RfqAwardText::summary(award, answers, plan.currency))
        out << sentence << '\n';
}

// The awarded answers become quotes of the plan (replacing earlier ones of the same id), so that
// `accept --quote ID` and `accept-script --quote ID` can check the machines delivered.
QStringList addToPlan(const QString& file, const RfqAnswers& answers, const RfqAward& award)
{
    Plan saved = plan_argument::load(file);
    const QList<Quote> added = award.awardedQuotes(answers);
    saved.quotes = RfqAward::merged(saved.quotes, added);
    QString error;
    if (!PlanFormat::save(saved, file, &error))
        throw InputException({ file, {}, error });
    QStringList ids;
    for (const Quote& q : added)
        ids.append(q.id);
    return ids;
}

} // namespace

int runAnsweredRequests(const Plan& plan, const AnsweredRequestOptions& options, Io& io)
{
    const QString& file = options.planFile;
    const QList<BillLine> lines
        = plan_argument::forScenario(file, [&] { return BillOfQuantities::build(plan, options.scenario); });
    const Plan effective = options.scenario.isEmpty() ? plan : ProjectPlanner::withScenario(plan, options.scenario);
    RfqAnswers answers;
    for (const QString& sheet : options.sheets)
        RfqAnswerReader::readFile(sheet, lines, answers);
    if (!answers.problems.isEmpty() && !options.skipBadLines) {
        for (const InputError& e : answers.problems)
            io.err << e.toString() << '\n';
        throw UsageError(Text::tr("nothing was imported: correct the cells above, or give --skip-bad-lines to "
                                  "leave those lines out"));
    }
    if (!answers.problems.isEmpty()) {
        io.err << Text::tr("Lines left out (--skip-bad-lines):") << '\n';
        for (const InputError& e : answers.problems)
            io.err << "  " << e.toString() << '\n';
    }
    const SourceLanguage english(options.json); // reasons and notes in JSON are read by scripts
    const RfqAward award = RfqAward::compare(effective, lines, answers, QDate::currentDate());
    if (options.json)
        printJson(io.out, awardJson(plan, lines, answers, award));
    else
        printText(io.out, plan, lines, answers, award);
    if (options.addToPlan) {
        const QStringList ids = addToPlan(file, answers, award);
        io.err << Text::tr("Added %n awarded quote(s) to %1: %2", nullptr, int(ids.size()))
                      .arg(QFileInfo(file).fileName(), ids.join(QStringLiteral(", ")))
               << '\n';
    }
    return kExitOk;
}

} // namespace rp::cli
