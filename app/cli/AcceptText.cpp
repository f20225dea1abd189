#include "app/cli/AcceptText.h"

#include "app/cli/TextColumns.h"
#include "models/accept/AcceptanceHeadline.h"

#include <QCoreApplication>

namespace rp::cli::accept_text {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

using accept::AcceptanceText;
using nlohmann::json;

void printItem(QTextStream& out, const accept::ItemResult& item)
{
    out << "  " << padRight(AcceptanceText::verdictLabel(item.verdict), 12) << ' '
        << padRight(AcceptanceText::itemLabel(item.key), 30) << ' ' << item.found << '\n'
        << "  " << QString(13, u' ') << padRight(QString(), 30) << ' ' << Text::tr("expected: %1").arg(item.expected)
        << '\n';
    if (item.line)
        out << "  " << QString(13, u' ') << padRight(QString(), 30) << ' '
            << Text::tr("read: %1:%2: %3").arg(item.line->source).arg(item.line->number).arg(item.line->text.trimmed())
            << '\n';
    if (!item.note.isEmpty())
        out << "  " << QString(13, u' ') << padRight(QString(), 30) << ' ' << Text::tr("note: %1").arg(item.note)
            << '\n';
}

json itemJson(const accept::ItemResult& item)
{
    json line = nullptr;
    if (item.line)
        line = { { "source", item.line->source.toStdString() }, { "number", item.line->number },
            { "text", item.line->text.toStdString() } };
    return { { "item", item.key.toStdString() }, { "result", AcceptanceText::verdictKey(item.verdict).toStdString() },
        { "expected", item.expected.toStdString() }, { "found", item.found.toStdString() }, { "line", line },
        { "note", item.note.toStdString() } };
}

const char* kindKey(accept::ExpectationKind kind)
{
    switch (kind) {
    case accept::ExpectationKind::Quote:
        return "quote";
    case accept::ExpectationKind::Offer:
        return "offer";
    case accept::ExpectationKind::PeakPhase:
        break;
    }
    return "peak_phase";
}

} // namespace

void print(QTextStream& out, const accept::AcceptanceReport& report)
{
    // The verdict in one sentence first, then every item with the line it read.
    const accept::AcceptanceHeadline headline = accept::AcceptanceHeadline::of(report);
    out << headline.sentence << '\n';
    if (!headline.note.isEmpty())
        out << Text::tr("Note: %1").arg(headline.note) << '\n';
    for (const accept::MachineResult& machine : report.machines) {
        out << '\n' << Text::tr("Machine %1").arg(machine.machine) << '\n';
        for (const accept::ItemResult& item : machine.items)
            printItem(out, item);
    }
    if (!report.acrossMachines.isEmpty()) {
        out << '\n' << Text::tr("All machines") << '\n';
        for (const accept::ItemResult& item : report.acrossMachines)
            printItem(out, item);
    }
    out << '\n' << Text::tr("Result: %1").arg(AcceptanceText::verdictLabel(report.overall())) << '\n';
}

json toJson(const accept::AcceptanceReport& report)
{
    const accept::Expectation& e = report.expectation;
    const accept::AcceptanceHeadline headline = accept::AcceptanceHeadline::of(report);
    json machines = json::array();
    for (const accept::MachineResult& machine : report.machines) {
        json items = json::array();
        for (const accept::ItemResult& item : machine.items)
            items.push_back(itemJson(item));
        json sources = json::array();
        for (const QString& s : machine.sources)
            sources.push_back(s.toStdString());
        machines.push_back(
            { { "machine", machine.machine.toStdString() }, { "sources", sources }, { "items", items } });
    }
    json across = json::array();
    for (const accept::ItemResult& item : report.acrossMachines)
        across.push_back(itemJson(item));
    return { { "result", AcceptanceText::verdictKey(report.overall()).toStdString() },
        { "headline", headline.sentence.toStdString() }, { "found", headline.found.toStdString() },
        { "note", headline.note.toStdString() },
        { "expected",
            { { "basis", e.basis.toStdString() }, { "card", e.cardId.toStdString() },
                { "cards_per_machine", e.cardsPerMachine }, { "machines", e.machines }, { "memory_mib", e.memoryMiB },
                { "text", headline.expected.toStdString() }, { "kind", kindKey(e.kind) },
                { "total_cards", e.requiredCards() }, { "tensor_parallel", e.tensorParallel },
                { "nvlink_in_group", e.nvlinkInGroup } } },
        { "machines", machines }, { "across_machines", across } };
}

} // namespace rp::cli::accept_text
