#include "models/procurement/RfqCsv.h"

#include "models/catalog/CardCatalog.h"
#include "models/ledger/LedgerExporter.h"

#include <QLocale>

#include <cmath>

namespace rp {

namespace {

// A number as a spreadsheet reads it in any locale: a dot, no grouping, at most two decimals.
QString number(double value)
{
    QString text = QString::number(std::round(value * 100.0) / 100.0, 'f', 2);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

QString count(std::int64_t value)
{
    return value > 0 ? QString::number(value) : QString();
}

// A date, or without the plan's start date the day after the start ("D+3").
QString day(const std::optional<QDate>& date, int offset)
{
    return date ? date->toString(Qt::ISODate) : QStringLiteral("D+%1").arg(offset);
}

QString substitutes(const QList<BillSubstitute>& list)
{
    QStringList out;
    for (const BillSubstitute& s : list)
        out.append(QStringLiteral("%1 (+%2 %)").arg(CardCatalog::nameOf(s.card), number(s.extra * 100.0)));
    return out.join(QStringLiteral("; "));
}

} // namespace

QStringList RfqCsv::lineCells(const BillLine& l)
{
    return { QString::number(l.number), l.phaseNames.join(QStringLiteral("; ")), l.cardName, l.smiName,
        count(l.memoryMiB), l.formFactor, l.interconnect, count(l.cardsPerMachine), count(l.machines), l.fabric,
        count(l.cpuCores), count(l.ramGb), number(l.nvmeGb), day(l.startDate, l.startDay), day(l.endDate, l.endDay),
        number(l.hours), l.billingMode, number(l.storageGb), l.mandatory ? QStringLiteral("yes") : QStringLiteral("no"),
        substitutes(l.substitutes) };
}

namespace {

void appendRow(QByteArray& out, const QStringList& row)
{
    for (qsizetype i = 0; i < row.size(); ++i) {
        if (i > 0)
            out += ',';
        out += LedgerExporter::csvField(row.at(i));
    }
    out += "\r\n";
}

} // namespace

QStringList RfqCsv::lineKeys()
{
    return { QStringLiteral("line"), QStringLiteral("phases"), QStringLiteral("card"), QStringLiteral("smi_name"),
        QStringLiteral("memory_mib"), QStringLiteral("form_factor"), QStringLiteral("interconnect"),
        QStringLiteral("cards_per_machine"), QStringLiteral("machines"), QStringLiteral("fabric"),
        QStringLiteral("cpu_cores"), QStringLiteral("ram_gb"), QStringLiteral("nvme_gb"), QStringLiteral("start_date"),
        QStringLiteral("end_date"), QStringLiteral("hours"), QStringLiteral("billing_mode"),
        QStringLiteral("storage_gb"), QStringLiteral("mandatory"), QStringLiteral("substitutes") };
}

QStringList RfqCsv::vendorKeys()
{
    return { QStringLiteral("vendor"), QStringLiteral("offered_card"), QStringLiteral("offered_cards_per_machine"),
        QStringLiteral("offered_machines"), QStringLiteral("offered_interconnect"), QStringLiteral("offered_fabric"),
        QStringLiteral("offered_cpu_cores"), QStringLiteral("offered_ram_gb"), QStringLiteral("offered_nvme_gb"),
        QStringLiteral("offered_billing_mode"), QStringLiteral("price_per_card_hour"),
        QStringLiteral("price_per_card_period"), QStringLiteral("min_billed_hours"),
        QStringLiteral("billing_increment_hours"), QStringLiteral("storage_per_month"), QStringLiteral("egress_per_gb"),
        QStringLiteral("available_from"), QStringLiteral("valid_until"), QStringLiteral("cancellation_terms"),
        QStringLiteral("notes") };
}

QString RfqCsv::columnName(const QString& key, const QString& currency)
{
    const QString margin = QLocale().toString(BillOfQuantities::kSubstituteMargin * 100.0, 'f', 0);
    const std::pair<const char*, QString> names[] = {
        { "line", tr("Line") },
        { "phases", tr("Phases served") },
        { "card", tr("Card") },
        { "smi_name", tr("Card name in nvidia-smi") },
        { "memory_mib", tr("Memory per card (MiB)") },
        { "form_factor", tr("Form factor") },
        { "interconnect", tr("Link between the cards of a machine") },
        { "cards_per_machine", tr("Cards per machine") },
        { "machines", tr("Machines") },
        { "fabric", tr("Network between machines") },
        { "cpu_cores", tr("CPU cores per machine, at least") },
        { "ram_gb", tr("RAM per machine (GB), at least") },
        { "nvme_gb", tr("Local NVMe per machine (GB), at least") },
        { "start_date", tr("Start date") },
        { "end_date", tr("End date (inclusive)") },
        { "hours", tr("Billed hours") },
        { "billing_mode", tr("Billing mode asked for") },
        { "storage_gb", tr("Storage (GB)") },
        { "mandatory", tr("Mandatory") },
        { "substitutes", tr("Acceptable substitutes (within %1 % of the cheapest cost to finish)").arg(margin) },
        { "vendor", tr("Vendor") },
        { "offered_card", tr("Offered card (nvidia-smi name)") },
        { "offered_cards_per_machine", tr("Offered cards per machine") },
        { "offered_machines", tr("Offered machines") },
        { "offered_interconnect", tr("Offered link between cards") },
        { "offered_fabric", tr("Offered network between machines") },
        { "offered_cpu_cores", tr("Offered CPU cores per machine") },
        { "offered_ram_gb", tr("Offered RAM per machine (GB)") },
        { "offered_nvme_gb", tr("Offered local NVMe per machine (GB)") },
        { "offered_billing_mode", tr("Offered billing mode") },
        { "price_per_card_hour", tr("Price per card-hour (%1)").arg(currency) },
        { "price_per_card_period", tr("Price per card and billing period (%1)").arg(currency) },
        { "min_billed_hours", tr("Minimum billed hours") },
        { "billing_increment_hours", tr("Billing increment (hours)") },
        { "storage_per_month", tr("Storage per machine and month (%1)").arg(currency) },
        { "egress_per_gb", tr("Data out per GB (%1)").arg(currency) },
        { "available_from", tr("Available from (date)") },
        { "valid_until", tr("Quote valid until (date)") },
        { "cancellation_terms", tr("Cancellation terms") },
        { "notes", tr("Notes") },
    };
    for (const auto& [k, name] : names) {
        if (key == QLatin1String(k))
            return name;
    }
    return key;
}

QByteArray RfqCsv::write(const QList<BillLine>& lines, const QString& currency)
{
    const QStringList keys = lineKeys() + vendorKeys();
    QStringList names;
    for (const QString& key : keys)
        names.append(columnName(key, currency));
    QByteArray out = "\xEF\xBB\xBF";
    appendRow(out, keys);
    appendRow(out, names);
    const QStringList vendorCells(vendorKeys().size(), QString());
    for (const BillLine& line : lines)
        appendRow(out, lineCells(line) + vendorCells);
    return out;
}

QByteArray RfqCsv::magic()
{
    return QByteArray("\xEF\xBB\xBF") + lineKeys().first().toUtf8() + ',';
}

} // namespace rp
