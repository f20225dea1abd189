#include "models/report/ReportSections.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "models/plan/BillingMode.h"
#include "models/plan/Phase.h"

#include <QLocale>

namespace rp {

using namespace report;

namespace {

QString dayText(const std::optional<QDate>& date, int day)
{
    return date ? date->toString(Qt::ISODate) : ReportSections::tr("day %1").arg(day);
}

QString gb(double value)
{
    return ReportSections::tr("%1 GB").arg(QLocale().toString(value, 'f', 0));
}

QString cpuOnly(const BillLine& l)
{
    return l.card == QLatin1String(Phase::kNoCard) ? ReportSections::tr("CPU only") : QString();
}

QString billingText(const BillLine& l)
{
    const std::optional<BillingMode> mode = BillingModes::fromKey(l.billingMode);
    return mode ? BillingModes::label(*mode) : ReportSections::tr("no offer");
}

QString substitutesText(const BillLine& l)
{
    if (l.substitutes.isEmpty())
        return ReportSections::tr("none");
    QStringList out;
    for (const BillSubstitute& s : l.substitutes)
        out.append(ReportSections::tr("%1 (+%2 %)")
                       .arg(CardCatalog::nameOf(s.card), QLocale().toString(s.extra * 100.0, 'f', 1)));
    return out.join(QStringLiteral("; "));
}

QString interconnectText(const BillLine& l)
{
    if (l.interconnect == u"nvlink")
        return ReportSections::tr("NVLink");
    if (l.interconnect == u"pcie")
        return ReportSections::tr("PCIe");
    if (l.interconnect == u"none")
        return ReportSections::tr("single card");
    return QStringLiteral("—");
}

QString fabricText(const BillLine& l)
{
    if (l.fabric == u"none")
        return ReportSections::tr("not needed");
    if (l.fabric == u"any")
        return ReportSections::tr("any");
    if (l.fabric == u"infiniband")
        return QStringLiteral("InfiniBand");
    if (l.fabric == u"roce")
        return QStringLiteral("RoCE");
    if (l.fabric == u"ethernet")
        return ReportSections::tr("Ethernet");
    return l.fabric;
}

} // namespace

QString ReportSections::machinesText(const BillLine& l)
{
    if (l.cardsPerMachine <= 0)
        return tr("%n machine(s)", nullptr, l.machines);
    return tr("%n card(s)", nullptr, l.cardsPerMachine) + QStringLiteral(" × ")
        + tr("%n machine(s)", nullptr, l.machines);
}

QString ReportSections::cardText(const BillLine& l)
{
    const QString cpu = cpuOnly(l);
    return cpu.isEmpty() ? l.cardName : cpu;
}

Section ReportSections::billOfQuantities(const QList<BillLine>& lines)
{
    Section s;
    s.title = tr("Bill of quantities");
    s.blocks.append(paragraph(
        tr("What to rent, one numbered line per machine of a phase; lines that ask for the same machine over "
           "overlapping days are merged. These are the lines of the request for quotation (rentplan rfq); the quote "
           "checklist and the acceptance procedure refer to their numbers. Billed hours are per card, as the plan "
           "prices each phase.")));
    Table t;
    t.header = { tr("Line"), tr("Phases"), tr("Card"), tr("Cards per machine × machines"), tr("From"), tr("To"),
        tr("Billed hours"), tr("Billing"), tr("Mandatory") };
    t.columns = { Table::Column::Number, Table::Column::Text, Table::Column::Text, Table::Column::Text,
        Table::Column::Text, Table::Column::Text, Table::Column::Number, Table::Column::Text, Table::Column::Text };
    t.widths = { 0.4, 1.3, 1.0, 1.2, 0.9, 0.9, 0.7, 0.95, 0.75 };
    for (const BillLine& l : lines)
        t.rows.append({ QString::number(l.number), l.phaseNames.join(QStringLiteral("; ")), cardText(l),
            machinesText(l), dayText(l.startDate, l.startDay), dayText(l.endDate, l.endDay),
            money::formatHours(l.hours), billingText(l), l.mandatory ? tr("yes") : tr("no") });
    s.blocks.append(table(t));

    s.blocks.append(paragraph(tr("Each machine of a line, at least:"), Paragraph::Style::Strong));
    Table m;
    m.header = { tr("Line"), tr("Inside the machine"), tr("Between machines"), tr("CPU cores"), tr("RAM"),
        tr("Local NVMe"), tr("Storage"), tr("Acceptable substitutes") };
    m.columns = { Table::Column::Number, Table::Column::Text, Table::Column::Text, Table::Column::Number,
        Table::Column::Number, Table::Column::Number, Table::Column::Number, Table::Column::Text };
    m.widths = { 0.4, 0.8, 0.8, 0.6, 0.6, 0.7, 0.7, 2.0 };
    const QString none = QStringLiteral("—");
    for (const BillLine& l : lines)
        m.rows.append({ QString::number(l.number), interconnectText(l), fabricText(l),
            l.cpuCores > 0 ? QLocale().toString(l.cpuCores) : none, l.ramGb > 0 ? gb(l.ramGb) : none, gb(l.nvmeGb),
            l.storageGb > 0 ? gb(l.storageGb) : none, substitutesText(l) });
    s.blocks.append(table(m));
    s.blocks.append(paragraph(tr("Substitutes: cards that run every phase of the line and finish each within %1 % "
                                 "of the cheapest way to finish it, with how much more they cost.")
                                  .arg(QLocale().toString(BillOfQuantities::kSubstituteMargin * 100, 'f', 0)),
        Paragraph::Style::Note));
    return s;
}

} // namespace rp
