#include "models/quote/QuoteSheet.h"

#include "models/common/InputFile.h"
#include "models/common/JsonInput.h"
#include "models/plan/OfferCsv.h"
#include "models/plan/QuoteJson.h"

#include <QFileInfo>

namespace rp {

namespace ji = json_input;
using nlohmann::json;

namespace {

const QStringList& billingKeys()
{
    static const QStringList keys = { QStringLiteral("mode"), QStringLiteral("price_per_card_hour"),
        QStringLiteral("price_per_card_period"), QStringLiteral("renewal_price_per_card_period"),
        QStringLiteral("refund"), QStringLiteral("min_billed_hours"), QStringLiteral("billing_increment_hours"),
        QStringLiteral("storage_per_month"), QStringLiteral("egress_per_gb") };
    return keys;
}

const QStringList& textKeys()
{
    static const QStringList keys = { QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("card"),
        QStringLiteral("form_factor"), QStringLiteral("interconnect"), QStringLiteral("fabric"),
        QStringLiteral("exclusivity"), QStringLiteral("region"), QStringLiteral("valid_until"), QStringLiteral("mode"),
        QStringLiteral("refund") };
    return keys;
}

const QStringList& boolKeys()
{
    static const QStringList keys
        = { QStringLiteral("bandwidth_dedicated"), QStringLiteral("compute_billed_when_stopped"),
              QStringLiteral("invoice"), QStringLiteral("tax_included"), QStringLiteral("data_deleted_on_release") };
    return keys;
}

using offer_csv::CsvFailure;

json cellValue(const QString& key, const QString& cell, QChar separator, int line, int column)
{
    if (textKeys().contains(key))
        return cell.toStdString();
    if (boolKeys().contains(key)) {
        const QString v = cell.toLower();
        if (v == u"true" || v == u"yes" || v == u"1")
            return true;
        if (v == u"false" || v == u"no" || v == u"0")
            return false;
        throw CsvFailure { line, column, key, QuoteSheet::tr("\"%1\" is not yes or no").arg(cell) };
    }
    bool ok = false;
    // A semicolon sheet comes from a spreadsheet set to a decimal comma (2,5).
    const double v = separator == u';' ? QString(cell).replace(u',', u'.').toDouble(&ok) : cell.toDouble(&ok);
    if (!ok)
        throw CsvFailure { line, column, key, QuoteSheet::tr("\"%1\" is not a number").arg(cell) };
    return v;
}

} // namespace

QStringList QuoteSheet::csvColumns()
{
    return { QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("card"), QStringLiteral("form_factor"),
        QStringLiteral("interconnect"), QStringLiteral("cards_per_machine"), QStringLiteral("machines"),
        QStringLiteral("cpu_cores"), QStringLiteral("ram_gb"), QStringLiteral("nvme_gb"),
        QStringLiteral("nvme_read_mbps"), QStringLiteral("bandwidth_mbps"), QStringLiteral("bandwidth_dedicated"),
        QStringLiteral("fabric"), QStringLiteral("fabric_gbps"), QStringLiteral("exclusivity"),
        QStringLiteral("region"), QStringLiteral("mode"), QStringLiteral("price_per_card_hour"),
        QStringLiteral("price_per_card_period"), QStringLiteral("renewal_price_per_card_period"),
        QStringLiteral("refund"), QStringLiteral("min_billed_hours"), QStringLiteral("billing_increment_hours"),
        QStringLiteral("storage_per_month"), QStringLiteral("egress_per_gb"),
        QStringLiteral("compute_billed_when_stopped"), QStringLiteral("storage_while_stopped_per_month"),
        QStringLiteral("invoice"), QStringLiteral("tax_included"), QStringLiteral("data_deleted_on_release"),
        QStringLiteral("sla_percent"), QStringLiteral("replacement_hours"), QStringLiteral("valid_until") };
}

std::optional<QList<Quote>> QuoteSheet::readJson(const QByteArray& bytes, const QString& file, InputError* error)
{
    const std::optional<json> document = ji::parse(bytes, file, error);
    if (!document)
        return std::nullopt;
    try {
        ji::requireObject(*document, {});
        const QString format = ji::string(*document, {}, "format");
        if (format != QLatin1String(kFormat))
            ji::fail(QStringLiteral("format"), tr("expected \"%1\", found \"%2\"").arg(QLatin1String(kFormat), format));
        const json& list = ji::require(*document, {}, "quotes");
        ji::requireArray(list, QStringLiteral("quotes"));
        QList<Quote> quotes;
        for (std::size_t i = 0; i < list.size(); ++i)
            quotes.append(quote_json::read(list.at(i), ji::indexPath(QStringLiteral("quotes"), qsizetype(i))));
        return quotes;
    } catch (const InputException& e) {
        if (error) {
            *error = e.error();
            error->file = file;
        }
        return std::nullopt;
    }
}

std::optional<QList<Quote>> QuoteSheet::readCsv(const QByteArray& bytes, const QString& file, InputError* error)
{
    QList<Quote> quotes;
    const bool ok = offer_csv::readSheet(
        bytes, file, error,
        [](const QStringList& header, int line) {
            for (qsizetype c = 0; c < header.size(); ++c) {
                if (!csvColumns().contains(header.at(c)))
                    throw CsvFailure { line, int(c) + 1, header.at(c),
                        tr("not a quote key; a quote sheet's columns are %1").arg(csvColumns().join(u", ")) };
            }
        },
        [&](const QStringList& header, const QStringList& cells, int line, QChar separator) {
            json object = json::object();
            json billing = json::object();
            for (qsizetype c = 0; c < cells.size(); ++c) {
                if (cells.at(c).isEmpty())
                    continue;
                const QString& key = header.at(c);
                const json value = cellValue(key, cells.at(c), separator, line, int(c) + 1);
                (billingKeys().contains(key) ? billing : object)[key.toStdString()] = value;
            }
            if (!billing.empty())
                object["billing"] = billing;
            try {
                quotes.append(quote_json::read(object, {}));
            } catch (const InputException& e) {
                const QString key = e.error().where.section(u'.', -1);
                const qsizetype column = header.indexOf(key);
                throw CsvFailure { line, column >= 0 ? int(column) + 1 : 0, key, e.error().message };
            }
        });
    if (!ok)
        return std::nullopt;
    return quotes;
}

std::optional<QList<Quote>> QuoteSheet::load(const QString& path, InputError* error)
{
    const QFileInfo info(path);
    QByteArray bytes;
    try {
        bytes = input_file::read(path, kMaxBytes); // bounded while reading, regular files only
    } catch (const InputException& e) {
        if (error)
            *error = e.error();
        return std::nullopt;
    }
    return info.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0 ? readJson(bytes, path, error)
                                                                                  : readCsv(bytes, path, error);
}

QByteArray QuoteSheet::toJson(const QList<Quote>& quotes)
{
    json list = json::array();
    for (const Quote& q : quotes)
        list.push_back(quote_json::write(q));
    const json document = { { "format", kFormat }, { "version", 1 }, { "quotes", list } };
    return QByteArray::fromStdString(document.dump(2)) + '\n';
}

QByteArray QuoteSheet::toCsv(const QList<Quote>& quotes)
{
    auto cell = [](const json& v) -> QString {
        if (v.is_null())
            return {};
        if (v.is_boolean())
            return v.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no");
        if (v.is_number())
            return QString::number(v.get<double>(), 'g', 12);
        QString text = QString::fromStdString(v.get<std::string>());
        if (text.contains(u',') || text.contains(u'"') || text.contains(u';'))
            text = u'"' + text.replace(u'"', QStringLiteral("\"\"")) + u'"';
        return text;
    };
    const QStringList columns = csvColumns();
    QString out = columns.join(u',') + u'\n';
    for (const Quote& q : quotes) {
        const json object = quote_json::write(q);
        QStringList cells;
        for (const QString& key : columns) {
            const std::string k = key.toStdString();
            const json& from = billingKeys().contains(key) ? object.at("billing") : object;
            cells.append(from.contains(k) ? cell(from.at(k)) : QString());
        }
        out += cells.join(u',') + u'\n';
    }
    return out.toUtf8();
}

} // namespace rp
