#include "models/procurement/RfqAwardText.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"

#include <QLocale>

#include <algorithm>

namespace rp {

QString RfqAwardText::counts(const RfqAnswers& answers)
{
    const QString read = tr("%n answered line(s) read", nullptr, int(answers.answers.size()));
    if (answers.unanswered == 0)
        return tr("%1.").arg(read);
    return tr("%1; %2.").arg(read, tr("%n line(s) left unanswered", nullptr, answers.unanswered));
}

QString RfqAwardText::card(const RfqAnswer& a)
{
    return a.cpuOnly() ? tr("CPU machine") : CardCatalog::nameOf(a.quote.card);
}

QString RfqAwardText::machines(const RfqAnswer& a)
{
    return a.cpuOnly() ? tr("%n machine(s)", nullptr, a.quote.machines)
                       : tr("%1 × %n card(s)", nullptr, a.quote.cardsPerMachine).arg(a.quote.machines);
}

QString RfqAwardText::line(const BillLine& l)
{
    // What the line asks for: "2 × 4 H100 80GB SXM" (machines × cards per machine), or a CPU machine.
    const QString machines = l.card == QLatin1String("none")
        ? tr("%n CPU machine(s)", nullptr, std::max(1, l.machines))
        : tr("%1 × %2 %3").arg(l.machines).arg(l.cardsPerMachine).arg(l.cardName);
    return tr("Line %1 (%2): %3, %4")
        .arg(l.number)
        .arg(l.phaseNames.join(QStringLiteral(", ")), machines, money::formatHours(l.hours));
}

QStringList RfqAwardText::summary(const RfqAward& award, const RfqAnswers& answers, const QString& currency)
{
    if (!award.complete) {
        QStringList open;
        for (const RfqLineBids& l : award.lines) {
            if (l.awarded < 0 && l.mandatory)
                open.append(QString::number(l.line));
        }
        return { tr("No complete award: no answer serves line(s) %1.").arg(open.join(QStringLiteral(", "))) };
    }
    QStringList out;
    if (award.isSplit()) {
        QStringList parts;
        for (const QString& vendor : award.vendors) {
            QStringList numbers;
            for (const RfqLineBids& l : award.lines) {
                if (l.awarded >= 0 && answers.answers.at(l.bids.at(l.awarded).answer).vendor == vendor)
                    numbers.append(QString::number(l.line));
            }
            parts.append(
                tr("%1 (line(s) %2)", nullptr, int(numbers.size())).arg(vendor, numbers.join(QStringLiteral(", "))));
        }
        out.append(tr("Cheapest complete award, split: %1, %2 in all.")
                       .arg(parts.join(QStringLiteral("; ")), money::format(award.cost, currency)));
    } else {
        out.append(tr("Cheapest complete award: everything to %1, %2.")
                       .arg(award.vendors.value(0), money::format(award.cost, currency)));
    }
    if (const RfqVendorTotal* single = award.bestSingleVendor(); single && award.isSplit()) {
        const double saved = single->cost - award.cost;
        out.append(tr("The cheapest single vendor, %1, costs %2: the split saves %3 (%4 %).")
                       .arg(single->vendor, money::format(single->cost, currency), money::format(saved, currency),
                           QLocale().toString(single->cost > 0 ? 100.0 * saved / single->cost : 0.0, 'f', 1)));
    } else if (!single && award.isSplit()) {
        out.append(tr("No single vendor serves every line."));
    }
    return out;
}

} // namespace rp
