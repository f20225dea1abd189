#include "models/procurement/RfqAnswer.h"

#include "models/accept/CardNameMatch.h"
#include "models/catalog/CardCatalog.h"
#include "models/common/InputFile.h"
#include "models/plan/BillingMode.h"
#include "models/plan/OfferJson.h"
#include "models/plan/QuoteJson.h"
#include "models/procurement/RfqCsv.h"
#include "models/procurement/XlsxSheet.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace rp {

using nlohmann::json;

namespace {

// The quote key each vendor column fills (docs/rfq.md): billing terms go under "billing".
struct Target {
    const char* column;
    const char* key;
    bool billing;
    enum Kind { Text, Integer, Number, Date } kind;
};

const Target kTargets[] = {
    { "offered_cards_per_machine", "cards_per_machine", false, Target::Integer },
    { "offered_machines", "machines", false, Target::Integer },
    { "offered_fabric", "fabric", false, Target::Text },
    { "offered_cpu_cores", "cpu_cores", false, Target::Integer },
    { "offered_ram_gb", "ram_gb", false, Target::Number },
    { "offered_nvme_gb", "nvme_gb", false, Target::Number },
    { "price_per_card_hour", "price_per_card_hour", true, Target::Number },
    { "price_per_card_period", "price_per_card_period", true, Target::Number },
    { "min_billed_hours", "min_billed_hours", true, Target::Number },
    { "billing_increment_hours", "billing_increment_hours", true, Target::Number },
    { "storage_per_month", "storage_per_month", true, Target::Number },
    { "egress_per_gb", "egress_per_gb", true, Target::Number },
    { "valid_until", "valid_until", false, Target::Date },
};

// A quote id from the vendor's name: letters and digits kept, the rest a dash.
QString slug(const QString& vendor)
{
    QString out = vendor.toLower();
    out.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}]+")), QStringLiteral("-"));
    while (out.startsWith(u'-'))
        out.remove(0, 1);
    while (out.endsWith(u'-'))
        out.chop(1);
    return out.isEmpty() ? QStringLiteral("vendor") : out;
}

// The line columns a vendor might overwrite by mistake are checked against the plan's line: a
// different card means the request was written for another plan or scenario.
bool sameText(const QString& a, const QString& b)
{
    return a.simplified().compare(b.simplified(), Qt::CaseInsensitive) == 0;
}

// "nvlink" (the request's word) is NVLink between all cards; "pcie" and "none" have none.
QString interconnectKey(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == u"nvlink")
        return QStringLiteral("nvswitch");
    if (t == u"pcie")
        return QStringLiteral("none");
    return t;
}

class RowReader {
public:
    RowReader(const SheetTable& sheet, const SheetRow& row, const QHash<QString, qsizetype>& columns, int line,
        RfqAnswers& into)
        : m_sheet(sheet)
        , m_row(row)
        , m_columns(columns)
        , m_line(line)
        , m_into(into)
    {
    }

    QString text(const char* key) const { return m_row.cell(m_columns.value(QLatin1String(key), -1)).trimmed(); }
    const SheetCell* cell(const char* key) const
    {
        const qsizetype c = m_columns.value(QLatin1String(key), -1);
        return c >= 0 && c < m_row.cells.size() ? &m_row.cells.at(c) : nullptr;
    }

    void fail(const QString& key, const QString& message)
    {
        const QString where = m_line > 0
            ? RfqAnswerReader::tr("%1 (line %2), %3").arg(m_sheet.place(m_row.row)).arg(m_line).arg(key)
            : RfqAnswerReader::tr("%1, %2").arg(m_sheet.place(m_row.row), key);
        m_into.problems.append(InputError { m_sheet.file, where, message });
        m_into.problemRows.append(m_row.row);
        m_failed = true;
    }
    void failValue(const QString& key, const QString& value, const QString& why)
    {
        fail(key, RfqAnswerReader::tr("'%1' %2").arg(value, why));
    }
    bool failed() const { return m_failed; }

    // Each filled vendor cell into the quote object; a bad one is reported and left out.
    void fill(json& quote, json& billing)
    {
        for (const Target& t : kTargets) {
            const QString value = text(t.column);
            if (value.isEmpty())
                continue;
            json& into = t.billing ? billing : quote;
            switch (t.kind) {
            case Target::Text:
                into[t.key] = value.toStdString();
                break;
            case Target::Date: {
                const QDate d = RfqAnswerReader::date(*cell(t.column));
                if (!d.isValid())
                    failValue(QLatin1String(t.column), value, RfqAnswerReader::tr("is not a date like 2026-12-31"));
                else
                    into[t.key] = d.toString(Qt::ISODate).toStdString();
                break;
            }
            case Target::Integer:
            case Target::Number: {
                const std::optional<double> v = RfqAnswerReader::number(value);
                if (!v)
                    failValue(QLatin1String(t.column), value, RfqAnswerReader::tr("is not a number"));
                else if (*v < 0)
                    failValue(QLatin1String(t.column), value, RfqAnswerReader::tr("must not be negative"));
                else if (t.kind == Target::Integer && (*v != std::floor(*v) || *v < 1))
                    failValue(
                        QLatin1String(t.column), value, RfqAnswerReader::tr("is not a whole number of at least 1"));
                else if (t.kind == Target::Integer)
                    into[t.key] = std::int64_t(*v);
                else
                    into[t.key] = *v;
                break;
            }
            }
        }
    }

private:
    const SheetTable& m_sheet;
    const SheetRow& m_row;
    const QHash<QString, qsizetype>& m_columns;
    int m_line;
    RfqAnswers& m_into;
    bool m_failed = false;
};

// The vendor column a quote key came from, for a message.
QString columnOfKey(const QString& key)
{
    for (const Target& t : kTargets) {
        if (key == QLatin1String(t.key))
            return QLatin1String(t.column);
    }
    if (key == u"mode")
        return QStringLiteral("offered_billing_mode");
    if (key == u"card")
        return QStringLiteral("offered_card");
    if (key == u"interconnect")
        return QStringLiteral("offered_interconnect");
    if (key == u"provider")
        return QStringLiteral("vendor");
    return key;
}

QString uniqueId(const QString& base, const RfqAnswers& into)
{
    QString id = base;
    for (int n = 2; into.quoteIds.contains(id); ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

void readRow(const SheetTable& sheet, const SheetRow& row, const QHash<QString, qsizetype>& columns,
    const QList<BillLine>& lines, RfqAnswers& into)
{
    const QString lineText = row.cell(columns.value(QStringLiteral("line")));
    const std::optional<double> lineNumber = RfqAnswerReader::number(lineText);
    const BillLine* line = nullptr;
    for (const BillLine& l : lines) {
        if (lineNumber && l.number == *lineNumber)
            line = &l;
    }
    RowReader r(sheet, row, columns, line ? line->number : 0, into);

    bool answered = false;
    for (const QString& key : RfqCsv::vendorKeys())
        answered = answered || !r.text(key.toUtf8().constData()).isEmpty();
    if (!line) {
        if (!answered) {
            ++into.unanswered;
            return;
        }
        r.failValue(QStringLiteral("line"), lineText,
            lines.isEmpty() ? RfqAnswerReader::tr("is not a line of this plan's request: the plan asks for nothing")
                            : RfqAnswerReader::tr("is not a line of this plan's request (lines 1 to %1): was it "
                                                  "written for another plan or scenario?")
                                  .arg(lines.size()));
        return;
    }
    const QString card = r.text("card");
    if (!card.isEmpty() && !sameText(card, line->cardName)) {
        r.failValue(QStringLiteral("card"), card,
            RfqAnswerReader::tr("is not the card of the plan's line %1 (%2): was the request written for another "
                                "plan or scenario?")
                .arg(line->number)
                .arg(line->card == QLatin1String("none") ? RfqAnswerReader::tr("a CPU machine") : line->cardName));
        return;
    }
    if (!answered) {
        ++into.unanswered;
        return;
    }

    RfqAnswer a;
    a.file = sheet.file;
    a.sheet = sheet.sheet;
    a.row = row.row;
    a.line = line->number;
    a.vendor = r.text("vendor");
    a.cancellationTerms = r.text("cancellation_terms");
    a.notes = r.text("notes");
    if (a.vendor.isEmpty())
        r.fail(QStringLiteral("vendor"), RfqAnswerReader::tr("the vendor's name is missing"));
    if (const SheetCell* from = r.cell("available_from"); from && !from->text.trimmed().isEmpty()) {
        a.availableFrom = RfqAnswerReader::date(*from);
        if (!a.availableFrom.isValid())
            r.failValue(QStringLiteral("available_from"), from->text.trimmed(),
                RfqAnswerReader::tr("is not a date like 2026-12-31"));
    }

    json quote = json::object();
    json billing = json::object();
    r.fill(quote, billing);

    // The card: the line's unless another is offered, named as nvidia-smi prints it (or as the catalog does).
    const bool cpuLine = line->card == QLatin1String("none");
    QString cardId = line->card;
    const QString offered = r.text("offered_card");
    if (!offered.isEmpty()) {
        cardId = accept::cardIdForName(offered);
        for (const Card& c : CardCatalog::builtIn().cards()) {
            if (cardId.isEmpty() && (sameText(offered, c.name) || sameText(offered, c.id)))
                cardId = c.id;
        }
        if (cpuLine && (sameText(offered, QStringLiteral("none")) || sameText(offered, QStringLiteral("cpu"))))
            cardId = QStringLiteral("none");
        if (cardId.isEmpty())
            r.failValue(QStringLiteral("offered_card"), offered,
                RfqAnswerReader::tr("is not a card RentPlan knows: write its name as nvidia-smi prints it (%1)")
                    .arg(line->smiName.isEmpty() ? QStringLiteral("NVIDIA A100-SXM4-80GB") : line->smiName));
        else if (cpuLine != (cardId == QLatin1String("none")))
            r.failValue(QStringLiteral("offered_card"), offered,
                cpuLine ? RfqAnswerReader::tr("is a GPU, but the line asks for a CPU machine")
                        : RfqAnswerReader::tr("is not a GPU, but the line asks for one"));
    }
    const QString mode = r.text("offered_billing_mode").toLower();
    const QString modeKey = !mode.isEmpty() ? mode
        : !line->billingMode.isEmpty()      ? line->billingMode
                                            : QStringLiteral("on_demand");
    const std::optional<BillingMode> billingMode = BillingModes::fromKey(modeKey);
    if (!billingMode)
        r.failValue(QStringLiteral("offered_billing_mode"), mode,
            RfqAnswerReader::tr("is not a billing mode; write one of: %1").arg(BillingModes::keys().join(u", ")));
    else if (const bool periodic = BillingModes::isPeriodic(*billingMode);
             r.text(periodic ? "price_per_card_period" : "price_per_card_hour").isEmpty())
        r.fail(periodic ? QStringLiteral("price_per_card_period") : QStringLiteral("price_per_card_hour"),
            periodic ? RfqAnswerReader::tr("no price: give the price per card and billing period (billing mode: %1)")
                           .arg(BillingModes::label(*billingMode))
                     : RfqAnswerReader::tr("no price: give the price per card-hour (billing mode: %1)")
                           .arg(BillingModes::label(*billingMode)));
    if (const QString link = r.text("offered_interconnect"); !link.isEmpty())
        quote["interconnect"] = interconnectKey(link).toStdString();
    if (r.failed())
        return;

    a.quote.id = uniqueId(QStringLiteral("%1-line%2").arg(slug(a.vendor)).arg(line->number), into);
    quote["id"] = a.quote.id.toStdString();
    quote["provider"] = a.vendor.toStdString();
    billing["mode"] = modeKey.toStdString();
    if (!quote.contains("cards_per_machine") && line->cardsPerMachine > 0)
        quote["cards_per_machine"] = line->cardsPerMachine;
    if (!quote.contains("machines"))
        quote["machines"] = std::max(1, line->machines);
    // Kept with the quote when it is added to a plan: where it came from and what else the vendor said.
    quote["rfq_line"] = line->number;
    if (a.availableFrom.isValid())
        quote["available_from"] = a.availableFrom.toString(Qt::ISODate).toStdString();
    if (!a.cancellationTerms.isEmpty())
        quote["cancellation_terms"] = a.cancellationTerms.toStdString();
    if (!a.notes.isEmpty())
        quote["notes"] = a.notes.toStdString();
    try {
        if (cardId == QLatin1String("none")) {
            // A CPU machine is billed per machine-hour: an offer of card "none" (docs/plan-format.md).
            billing["id"] = a.quote.id.toStdString();
            billing["provider"] = a.vendor.toStdString();
            billing["card"] = "none";
            billing["cards"] = 1;
            a.quote.offer = offer_json::read(billing, QStringLiteral("billing"));
            a.quote.provider = a.vendor;
            a.quote.card = QStringLiteral("none");
            a.quote.machines = int(quote.value("machines", 1));
            quote["card"] = "none";
            a.quote.source = quote;
        } else {
            quote["card"] = cardId.toStdString();
            quote["billing"] = billing;
            a.quote = quote_json::read(quote, {});
        }
    } catch (const InputException& e) {
        const QString key = e.error().where.section(u'.', -1);
        r.fail(columnOfKey(key), e.error().message);
        return;
    }
    into.quoteIds.insert(a.quote.id);
    into.answers.append(a);
}

} // namespace

std::optional<double> RfqAnswerReader::number(const QString& text)
{
    QString t = text.trimmed();
    t.remove(u' ');
    t.remove(QChar(0x00A0));
    static const QRegularExpression grouped(QStringLiteral("^-?\\d{1,3}(,\\d{3})+(\\.\\d+)?$"));
    if (grouped.match(t).hasMatch())
        t.remove(u',');
    else if (t.count(u',') == 1 && !t.contains(u'.'))
        t.replace(u',', u'.');
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QDate RfqAnswerReader::date(const SheetCell& cell)
{
    const QString t = cell.text.trimmed();
    if (cell.number) {
        // A spreadsheet day number: day 1 is 1900-01-01 and the (missing) 1900-02-29 is counted,
        // so from March 1900 on, day n is 1899-12-30 plus n days (ECMA-376 Part 1, 18.17.4.1).
        bool ok = false;
        const double serial = t.toDouble(&ok);
        if (ok && serial >= 61 && serial < 2958466)
            return QDate(1899, 12, 30).addDays(qint64(std::floor(serial)));
        return {};
    }
    QDate d = QDate::fromString(t, Qt::ISODate);
    if (!d.isValid())
        d = QDate::fromString(t, QStringLiteral("yyyy/M/d"));
    return d;
}

void RfqAnswerReader::read(const SheetTable& sheet, const QList<BillLine>& lines, RfqAnswers& into)
{
    if (sheet.rows.isEmpty())
        throw InputException({ sheet.file, {}, tr("the sheet is empty: not an answered request for quotation") });
    // Row 1: the column keys.
    const SheetRow& keys = sheet.rows.first();
    QHash<QString, qsizetype> columns;
    for (qsizetype c = 0; c < keys.cells.size(); ++c) {
        const QString key = keys.cell(c).trimmed();
        if (!key.isEmpty() && !columns.contains(key))
            columns.insert(key, c);
    }
    if (!columns.contains(QStringLiteral("line")) || !columns.contains(QStringLiteral("vendor")))
        throw InputException({ sheet.file, sheet.place(keys.row),
            tr("the first row does not hold the request's column keys (line, …, vendor, …): answer the request "
               "that rentplan rfq wrote, keeping its first row") });
    for (qsizetype i = 1; i < sheet.rows.size(); ++i) {
        const SheetRow& row = sheet.rows.at(i);
        // Row 2 holds the columns' names for people.
        if (i == 1 && !number(row.cell(columns.value(QStringLiteral("line")))))
            continue;
        readRow(sheet, row, columns, lines, into);
    }
}

void RfqAnswerReader::readFile(const QString& path, const QList<BillLine>& lines, RfqAnswers& into)
{
    const QByteArray bytes = input_file::read(path, SheetTable::kMaxBytes);
    read(
        XlsxSheet::looksLikeXlsx(bytes) ? XlsxSheet::read(bytes, path) : SheetTable::fromCsv(bytes, path), lines, into);
}

} // namespace rp
