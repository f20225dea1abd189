#include "models/plan/ProcurementTermsJson.h"

#include "models/common/InputError.h"
#include "models/common/JsonInput.h"

#include <limits>

namespace rp::procurement_terms_json {

namespace ji = json_input;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)
};

const nlohmann::json* stated(const nlohmann::json& project, const char* key)
{
    const auto it = project.find(key);
    return it == project.end() || it->is_null() ? nullptr : &*it;
}

std::optional<bool> flag(const nlohmann::json& project, const QString& path, const char* key)
{
    const nlohmann::json* v = stated(project, key);
    return v ? std::optional<bool>(ji::toBool(*v, ji::childPath(path, key))) : std::nullopt;
}

std::optional<double> rate(const nlohmann::json& project, const QString& path, const char* key)
{
    const nlohmann::json* v = stated(project, key);
    if (!v)
        return std::nullopt;
    const QString at = ji::childPath(path, key);
    const double r = ji::toNumber(*v, at, -std::numeric_limits<double>::max(), std::numeric_limits<double>::max());
    if (r < 0 || r >= 1)
        ji::fail(at, Text::tr("%1 is not between 0 and 1 (a rate of 6 % is written 0.06)").arg(r));
    return r;
}

// One line of text, trimmed; empty is not stated. Printed as it is, never interpreted.
std::optional<QString> text(const nlohmann::json& project, const QString& path, const char* key, int maxLength)
{
    const nlohmann::json* v = stated(project, key);
    if (!v)
        return std::nullopt;
    const QString at = ji::childPath(path, key);
    const QString t = ji::toString(*v, at).trimmed();
    for (const QChar c : t) {
        if (c.category() == QChar::Other_Control)
            ji::fail(at, Text::tr("must be one line, without line breaks or control characters"));
    }
    const qsizetype length = t.toUcs4().size();
    if (length > maxLength)
        ji::fail(at, Text::tr("is %1 characters long; at most %2 are accepted").arg(length).arg(maxLength));
    return t.isEmpty() ? std::nullopt : std::optional<QString>(t);
}

} // namespace

ProcurementTerms read(const nlohmann::json& project, const QString& path)
{
    ProcurementTerms t;
    t.taxIncluded = flag(project, path, "tax_included");
    t.taxRate = rate(project, path, "tax_rate");
    t.paymentTerms = text(project, path, "payment_terms", ProcurementTerms::kMaxPaymentTermsLength);
    t.region = text(project, path, "region", ProcurementTerms::kMaxPlaceLength);
    t.dataResidency = text(project, path, "data_residency", ProcurementTerms::kMaxPlaceLength);
    t.quoteValidUntil = ji::optionalDate(project, path, "quote_valid_until");
    return t;
}

void write(const ProcurementTerms& terms, nlohmann::json& project)
{
    // What the object as read states, so an unchanged key keeps its exact text (6e-2, "", null).
    ProcurementTerms before;
    try {
        before = read(project, QString());
    } catch (const InputException&) {
        // Not reached for an object that was read (it was checked); its terms are written anew.
        for (const char* key :
            { "tax_included", "tax_rate", "payment_terms", "region", "data_residency", "quote_valid_until" })
            project.erase(key);
    }
    auto put = [&](const char* key, const auto& now, const auto& was, auto toJson) {
        if (now == was)
            return;
        if (now)
            project[key] = toJson(*now);
        else
            project.erase(key);
    };
    auto asIs = [](auto v) { return nlohmann::json(v); };
    auto string = [](const QString& s) { return nlohmann::json(s.toStdString()); };
    put("tax_included", terms.taxIncluded, before.taxIncluded, asIs);
    put("tax_rate", terms.taxRate, before.taxRate, asIs);
    put("payment_terms", terms.paymentTerms, before.paymentTerms, string);
    put("region", terms.region, before.region, string);
    put("data_residency", terms.dataResidency, before.dataResidency, string);
    put("quote_valid_until", terms.quoteValidUntil, before.quoteValidUntil,
        [](const QDate& d) { return nlohmann::json(d.toString(Qt::ISODate).toStdString()); });
}

} // namespace rp::procurement_terms_json
