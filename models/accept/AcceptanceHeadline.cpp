#include "models/accept/AcceptanceHeadline.h"

namespace rp::accept {

namespace {

// The labels of the items with `verdict`, each once, machine by machine then across machines.
QString itemsWith(const AcceptanceReport& report, Verdict verdict)
{
    QStringList labels;
    auto visit = [&](const QList<ItemResult>& items) {
        for (const ItemResult& item : items) {
            const QString label = AcceptanceText::itemLabel(item.key);
            if (item.verdict == verdict && !labels.contains(label))
                labels.append(label);
        }
    };
    for (const MachineResult& machine : report.machines)
        visit(machine.items);
    visit(report.acrossMachines);
    return labels.join(AcceptanceHeadline::tr(", ", "between the names of items in a list"));
}

QString cardsText(int count, const QString& name)
{
    return AcceptanceHeadline::tr("%1 × %2").arg(QString::number(count), name);
}

} // namespace

QString AcceptanceHeadline::expectedText(const Expectation& e)
{
    switch (e.kind) {
    case ExpectationKind::PeakPhase: {
        QString cards = cardsText(e.totalCards, e.cardName);
        if (e.tensorParallel > 1)
            cards = (e.nvlinkInGroup ? tr("%1, NVLinked in groups of %2 inside one machine")
                                     : tr("%1, in groups of %2 inside one machine"))
                        .arg(cards, QString::number(e.tensorParallel));
        return tr("%1 for the peak phase \"%2\"").arg(cards, e.sourceId);
    }
    case ExpectationKind::Quote: {
        const QString cards = cardsText(e.cardsPerMachine, e.cardName);
        return e.machines > 1
            ? tr("%1 on each of %n machine(s), as quote \"%2\" states", nullptr, e.machines).arg(cards, e.sourceId)
            : tr("%1 in one machine, as quote \"%2\" states").arg(cards, e.sourceId);
    }
    case ExpectationKind::Offer:
        break;
    }
    return tr("%1 per machine, as offer \"%2\" rents them").arg(cardsText(e.cardsPerMachine, e.cardName), e.sourceId);
}

QString AcceptanceHeadline::foundText(const QList<MachineResult>& machines)
{
    if (machines.isEmpty())
        return tr("no machine captured");
    QStringList names;
    int count = 0;
    bool counted = true;
    QList<LinkState> links;
    for (const MachineResult& machine : machines) {
        for (const QString& name : machine.cardNames) {
            if (!names.contains(name))
                names.append(name);
        }
        if (machine.cards)
            count += *machine.cards;
        counted = counted && machine.cards.has_value();
        if (!links.contains(machine.links))
            links.append(machine.links);
    }
    QString cards;
    if (counted && names.size() == 1)
        cards = cardsText(count, names.first());
    else if (counted && names.isEmpty())
        cards = tr("%n card(s) of a model not shown", nullptr, count);
    else if (counted)
        cards = tr("%n card(s) (%1)", nullptr, count).arg(names.join(QStringLiteral(", ")));
    else if (!names.isEmpty())
        cards = tr("%1, how many not shown").arg(names.join(QStringLiteral(", ")));
    else
        return tr("no cards in the capture"); // nothing to say where or how linked
    const QString where = machines.size() == 1 ? tr("%1 in one machine").arg(cards)
                                               : tr("%1 in %n machines", nullptr, int(machines.size())).arg(cards);
    if (links.size() != 1)
        return where; // machines linked differently, or not shown for every one
    switch (links.first()) {
    case LinkState::AllNvlink:
        return tr("%1 with NVLink").arg(where);
    case LinkState::SomeNvlink:
        return tr("%1, NVLink between some of the cards").arg(where);
    case LinkState::NoNvlink:
        return tr("%1 without NVLink").arg(where);
    case LinkState::Unknown:
        break;
    }
    return where;
}

AcceptanceHeadline AcceptanceHeadline::of(const AcceptanceReport& report)
{
    AcceptanceHeadline h;
    h.expected = expectedText(report.expectation);
    h.found = foundText(report.machines);
    h.verdict = report.overall();
    h.note = report.note;
    switch (h.verdict) {
    case Verdict::Pass:
        h.verdictText = tr("pass");
        break;
    case Verdict::Fail:
        h.verdictText = tr("FAIL on %1").arg(itemsWith(report, Verdict::Fail));
        break;
    case Verdict::CannotTell: {
        const QString open = itemsWith(report, Verdict::CannotTell);
        h.verdictText = open.isEmpty() ? tr("cannot tell") : tr("cannot tell: %1").arg(open);
        break;
    }
    }
    h.sentence = tr("Expected %1; found %2: %3.").arg(h.expected, h.found, h.verdictText);
    return h;
}

} // namespace rp::accept
