#include "models/plan/QuoteJson.h"

#include "models/catalog/CardCatalog.h"
#include "models/common/JsonInput.h"
#include "models/plan/OfferJson.h"
#include "models/plan/PlanLimits.h"
#include "models/plan/QuoteTerms.h"

#include <QRegularExpression>
#include <QSet>

namespace rp::quote_json {

namespace ji = json_input;
using nlohmann::json;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)
};

std::optional<double> optionalNumber(const json& value, const QString& path, const char* key, double min, double max)
{
    const auto it = value.find(key);
    if (it == value.end() || it->is_null())
        return std::nullopt;
    return ji::toNumber(*it, ji::childPath(path, key), min, max);
}

std::optional<bool> optionalBool(const json& value, const QString& path, const char* key)
{
    const auto it = value.find(key);
    if (it == value.end() || it->is_null())
        return std::nullopt;
    return ji::toBool(*it, ji::childPath(path, key));
}

template <typename E, typename FromKey>
E enumOr(const json& value, const QString& path, const char* key, E fallback, FromKey fromKey, const char* allowed)
{
    const QString text = ji::stringOr(value, path, key, {});
    if (text.isEmpty())
        return fallback;
    const auto parsed = fromKey(text);
    if (!parsed)
        ji::fail(ji::childPath(path, key),
            Text::tr("unknown value \"%1\"; expected one of: %2").arg(text, QLatin1String(allowed)));
    return *parsed;
}

template <typename T> void put(json& out, const char* key, const std::optional<T>& value)
{
    if (value)
        out[key] = *value;
    else
        out.erase(key);
}

void putText(json& out, const char* key, const QString& value)
{
    if (value.isEmpty())
        out.erase(key);
    else
        out[key] = value.toStdString();
}

} // namespace

Quote read(const json& value, const QString& path)
{
    ji::requireObject(value, path);
    Quote q;
    q.source = value;
    q.id = ji::string(value, path, "id").trimmed();
    if (q.id.isEmpty())
        ji::fail(ji::childPath(path, "id"), Text::tr("must not be empty"));
    q.provider = ji::stringOr(value, path, "provider", {});
    q.card = ji::string(value, path, "card");
    if (!CardCatalog::builtIn().find(q.card))
        ji::fail(ji::childPath(path, "card"), Text::tr("unknown card \"%1\" (see \"rentplan cards\")").arg(q.card));
    q.formFactor
        = enumOr(value, path, "form_factor", FormFactor::Unknown, QuoteTerms::formFactorFromKey, "sxm, pcie, nvl");
    q.interconnect = enumOr(value, path, "interconnect", Interconnect::Unknown, QuoteTerms::interconnectFromKey,
        "nvswitch, nvlink_pairs, none");
    q.cardsPerMachine = int(ji::integerOr(value, path, "cards_per_machine", 1, 1, limits::kMaxCards));
    q.machines = int(ji::integerOr(value, path, "machines", 1, 1, limits::kMaxCards));
    if (value.contains("cpu_cores") && !value.at("cpu_cores").is_null())
        q.cpuCores = int(ji::integer(value, path, "cpu_cores", 1, 100000));
    q.ramGb = optionalNumber(value, path, "ram_gb", 0, 1e7);
    q.nvmeGb = optionalNumber(value, path, "nvme_gb", 0, 1e9);
    q.nvmeReadMBps = optionalNumber(value, path, "nvme_read_mbps", 0, 1e7);
    q.bandwidthMbps = optionalNumber(value, path, "bandwidth_mbps", 0, 1e7);
    q.bandwidthDedicated = optionalBool(value, path, "bandwidth_dedicated");
    q.fabric = ji::stringOr(value, path, "fabric", {}).trimmed().toLower();
    q.fabricGbps = optionalNumber(value, path, "fabric_gbps", 0, 1e6);
    q.exclusivity
        = enumOr(value, path, "exclusivity", Exclusivity::Unknown, QuoteTerms::exclusivityFromKey, "whole, vgpu, mig");
    q.migProfile = ji::stringOr(value, path, "mig_profile", {}).trimmed().toLower();
    if (!q.migProfile.isEmpty()
        && !QRegularExpression(QStringLiteral("^\\d+g\\.\\d+gb(\\+me)?$")).match(q.migProfile).hasMatch())
        ji::fail(ji::childPath(path, "mig_profile"),
            Text::tr("\"%1\" is not a MIG profile like 1g.10gb or 3g.40gb").arg(q.migProfile));
    if (value.contains("mig_slices") && !value.at("mig_slices").is_null())
        q.migSlices = int(ji::integer(value, path, "mig_slices", 1, 1000));
    q.region = ji::stringOr(value, path, "region", {});
    // The billing terms are an offer whose id, card and cards follow the quote.
    json billing = value.contains("billing") ? value.at("billing") : json::object();
    ji::requireObject(billing, ji::childPath(path, "billing"));
    billing["id"] = q.id.toStdString();
    billing["card"] = q.card.toStdString();
    billing["cards"] = q.cardsPerMachine;
    billing["provider"] = q.provider.toStdString();
    if (!billing.contains("mode"))
        billing["mode"] = "on_demand";
    if (!billing.contains("price_per_card_hour") && !billing.contains("price_per_card_period"))
        billing["price_per_card_hour"] = 0;
    q.offer = offer_json::read(billing, ji::childPath(path, "billing"));
    q.computeBilledWhenStopped = optionalBool(value, path, "compute_billed_when_stopped");
    q.storageWhileStoppedPerMonth
        = optionalNumber(value, path, "storage_while_stopped_per_month", 0, limits::kMaxMoney);
    q.invoice = optionalBool(value, path, "invoice");
    q.taxIncluded = optionalBool(value, path, "tax_included");
    q.dataDeletedOnRelease = optionalBool(value, path, "data_deleted_on_release");
    q.slaPercent = optionalNumber(value, path, "sla_percent", 0, 100);
    q.replacementHours = optionalNumber(value, path, "replacement_hours", 0, 1e5);
    const QString valid = ji::stringOr(value, path, "valid_until", {});
    if (!valid.isEmpty()) {
        q.validUntil = QDate::fromString(valid, Qt::ISODate);
        if (!q.validUntil.isValid())
            ji::fail(ji::childPath(path, "valid_until"), Text::tr("\"%1\" is not a date like 2026-12-31").arg(valid));
    }
    return q;
}

json write(const Quote& q)
{
    json out = q.source.is_object() ? q.source : json::object();
    out["id"] = q.id.toStdString();
    out["provider"] = q.provider.toStdString();
    out["card"] = q.card.toStdString();
    putText(out, "form_factor", QuoteTerms::formFactorKey(q.formFactor));
    putText(out, "interconnect", QuoteTerms::interconnectKey(q.interconnect));
    out["cards_per_machine"] = q.cardsPerMachine;
    out["machines"] = q.machines;
    put(out, "cpu_cores", q.cpuCores);
    put(out, "ram_gb", q.ramGb);
    put(out, "nvme_gb", q.nvmeGb);
    put(out, "nvme_read_mbps", q.nvmeReadMBps);
    put(out, "bandwidth_mbps", q.bandwidthMbps);
    put(out, "bandwidth_dedicated", q.bandwidthDedicated);
    putText(out, "fabric", q.fabric);
    put(out, "fabric_gbps", q.fabricGbps);
    putText(out, "exclusivity", QuoteTerms::exclusivityKey(q.exclusivity));
    putText(out, "mig_profile", q.migProfile);
    put(out, "mig_slices", q.migSlices);
    putText(out, "region", q.region);
    json billing = offer_json::write(q.offer);
    for (const char* key : { "id", "card", "cards", "provider" })
        billing.erase(key);
    out["billing"] = billing;
    put(out, "compute_billed_when_stopped", q.computeBilledWhenStopped);
    put(out, "storage_while_stopped_per_month", q.storageWhileStoppedPerMonth);
    put(out, "invoice", q.invoice);
    put(out, "tax_included", q.taxIncluded);
    put(out, "data_deleted_on_release", q.dataDeletedOnRelease);
    put(out, "sla_percent", q.slaPercent);
    put(out, "replacement_hours", q.replacementHours);
    putText(out, "valid_until", q.validUntil.isValid() ? q.validUntil.toString(Qt::ISODate) : QString());
    return out;
}

void readSection(const json& document, Plan& plan)
{
    plan.requiredDriver = ji::stringOr(document, {}, "required_driver", {}).trimmed();
    const auto quotes = document.find("quotes");
    if (quotes == document.end() || quotes->is_null())
        return;
    ji::requireArray(*quotes, QStringLiteral("quotes"), limits::kMaxQuotes);
    QSet<QString> ids;
    for (std::size_t i = 0; i < quotes->size(); ++i) {
        const QString path = ji::indexPath(QStringLiteral("quotes"), qsizetype(i));
        Quote quote = read(quotes->at(i), path);
        if (ids.contains(quote.id))
            ji::fail(ji::childPath(path, "id"), Text::tr("\"%1\" is used by another quote").arg(quote.id));
        ids.insert(quote.id);
        plan.quotes.append(std::move(quote));
    }
}

void writeSection(const Plan& plan, json& document)
{
    putText(document, "required_driver", plan.requiredDriver);
    if (plan.quotes.isEmpty()) {
        document.erase("quotes");
        return;
    }
    json quotes = json::array();
    for (const Quote& quote : plan.quotes)
        quotes.push_back(write(quote));
    document["quotes"] = std::move(quotes);
}

} // namespace rp::quote_json
