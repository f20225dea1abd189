#include "models/plan/PlanFormat.h"

#include "models/common/JsonInput.h"
#include "models/common/OutputFile.h"
#include "models/plan/OfferJson.h"
#include "models/plan/PhaseJson.h"
#include "models/plan/PlanLimits.h"
#include "models/plan/ProjectJson.h"
#include "models/plan/QuoteJson.h"
#include "models/plan/ScenarioJson.h"
#include "models/plan/SelfBuildJson.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSet>

#include <algorithm>

namespace rp {

namespace ji = json_input;

// The project planner's sections (docs/plan-format.md, "The project planner"): project, phases, scenarios.
void PlanFormat::readPlannerSections(const nlohmann::json& document, Plan& plan)
{
    const auto project = document.find("project");
    if (project != document.end() && !project->is_null())
        plan.project = project_json::read(*project, QStringLiteral("project"), plan.selfBuild);
    const auto phases = document.find("phases");
    if (phases != document.end() && !phases->is_null())
        plan.phases = phase_json::readList(*phases, QStringLiteral("phases"), plan.offers);
    const auto scenarios = document.find("scenarios");
    if (scenarios != document.end() && !scenarios->is_null())
        plan.scenarios = scenario_json::readList(*scenarios, QStringLiteral("scenarios"), plan.offers);
    // Each phase's ranking costs every offer on it, and the quote comparison every quote, for the
    // plan's phases or a scenario's.
    qsizetype mostPhases = plan.phases.size();
    for (const Scenario& s : plan.scenarios)
        mostPhases = std::max(mostPhases, s.phases.size());
    const auto bound = [&](qsizetype machines, const char* list, const QString& message) {
        const double comparisons = double(machines) * double(mostPhases);
        if (comparisons > limits::kMaxComparisons)
            ji::fail(QLatin1String(list),
                message.arg(QLocale().toString(machines), QLocale().toString(mostPhases),
                    QLocale().toString(comparisons, 'g', 3), QLocale().toString(limits::kMaxComparisons, 'f', 0)));
    };
    bound(plan.offers.size(), "offers",
        tr("%1 offers on %2 phases are %3 comparisons; RentPlan is built for at most %4: keep the offers that "
           "matter in this plan"));
    bound(plan.quotes.size(), "quotes",
        tr("%1 quotes on %2 phases are %3 comparisons; RentPlan is built for at most %4: split the quotes over "
           "several plans"));
}

void PlanFormat::writePlannerSections(const Plan& plan, nlohmann::json& out)
{
    const bool selfBuildInProject = plan.project && plan.project->selfBuildHere;
    if (plan.selfBuild && !selfBuildInProject)
        out["self_build"] = self_build_json::write(*plan.selfBuild);
    else
        out.erase("self_build");
    if (plan.project)
        out["project"] = project_json::write(*plan.project, plan.selfBuild);
    else
        out.erase("project");
    // Older files without phases stay without them.
    if (!plan.phases.isEmpty() || out.contains("phases"))
        out["phases"] = phase_json::writeList(plan.phases);
    if (!plan.scenarios.isEmpty() || out.contains("scenarios"))
        out["scenarios"] = scenario_json::writeList(plan.scenarios, plan.selfBuild);
}

Plan PlanFormat::read(const nlohmann::json& document)
{
    ji::requireObject(document, {});
    const auto formatKey = document.find("format");
    if (formatKey == document.end() || !formatKey->is_string() || formatKey->get<std::string>() != kFormat) {
        const QString found = formatKey == document.end() ? tr("no \"format\"")
            : formatKey->is_string()
            ? QStringLiteral("\"%1\"").arg(QString::fromStdString(formatKey->get<std::string>()))
            : ji::typeName(*formatKey);
        ji::fail(QStringLiteral("format"),
            tr("this is not a RentPlan plan (.rentplan JSON): expected \"%1\", found %2")
                .arg(QLatin1String(kFormat), found));
    }
    const qint64 version = ji::integer(document, {}, "version", 1, 1000000);
    if (version > kVersion)
        ji::fail(QStringLiteral("version"),
            tr("version %1 was written by a newer RentPlan; this one reads version %2").arg(version).arg(kVersion));

    Plan plan;
    plan.source = document;
    plan.name = ji::stringOr(document, {}, "name", {});
    plan.currency = ji::stringOr(document, {}, "currency", QStringLiteral("CNY")).trimmed();
    if (plan.currency.isEmpty() || plan.currency.size() > 8)
        ji::fail(QStringLiteral("currency"), tr("must be a short currency code or symbol, such as CNY or USD"));

    plan.contingency = ji::numberOr(document, {}, "contingency", 0.10, 0, 10);
    plan.examplePrices = ji::boolOr(document, {}, "example_prices", false);
    plan.documentVersion = ji::stringOr(document, {}, "document_version", {});
    const QString validUntil = ji::stringOr(document, {}, "quote_valid_until", {});
    if (!validUntil.isEmpty()) {
        plan.quoteValidUntil = QDate::fromString(validUntil, Qt::ISODate);
        if (!plan.quoteValidUntil.isValid())
            ji::fail(
                QStringLiteral("quote_valid_until"), tr("expected a date as YYYY-MM-DD, found \"%1\"").arg(validUntil));
    }

    const auto offers = document.find("offers");
    if (offers != document.end() && !offers->is_null()) {
        ji::requireArray(*offers, QStringLiteral("offers"));
        QSet<QString> ids;
        for (std::size_t i = 0; i < offers->size(); ++i) {
            const QString path = ji::indexPath(QStringLiteral("offers"), qsizetype(i));
            Offer offer = offer_json::read(offers->at(i), path);
            if (ids.contains(offer.id))
                ji::fail(ji::childPath(path, "id"), tr("\"%1\" is used by another offer").arg(offer.id));
            ids.insert(offer.id);
            plan.offers.append(std::move(offer));
        }
    }
    const auto selfBuild = document.find("self_build");
    if (selfBuild != document.end() && !selfBuild->is_null())
        plan.selfBuild = self_build_json::read(*selfBuild, QStringLiteral("self_build"));
    quote_json::readSection(document, plan);
    readPlannerSections(document, plan);
    return plan;
}

namespace {

// Whether the text starts as JSON does (after a byte-order mark and white space).
bool startsLikeJson(const QByteArray& head)
{
    for (qsizetype i = head.startsWith("\xEF\xBB\xBF") ? 3 : 0; i < head.size(); ++i) {
        const char c = head.at(i);
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            return c == '{' || c == '[';
    }
    return true; // empty: the JSON reader says so
}

// Another kind of file (a CSV quote sheet, a ledger export) is named as such instead of
// "line 1, column 1: not valid JSON ('d')".
bool refuseOtherKind(const QByteArray& head, const QString& file, InputError* error)
{
    if (startsLikeJson(head))
        return false;
    if (error) {
        QString message = PlanFormat::tr("this is not a RentPlan plan (.rentplan JSON, starting with \"{\")");
        const QByteArray firstLine = head.left(head.indexOf('\n'));
        if (file.endsWith(u".csv", Qt::CaseInsensitive) || firstLine.count(',') + firstLine.count(';') >= 2)
            message += PlanFormat::tr("; it looks like a CSV table: a quote sheet is imported into a plan "
                                      "(Billing → Import CSV), a list of jobs into the ledger");
        *error = InputError { file, {}, message };
    }
    return true;
}

// The file name goes into the error here, since the section readers only know JSON paths.
std::optional<Plan> readNamed(const std::optional<nlohmann::json>& document, const QString& file, InputError* error)
{
    if (!document)
        return std::nullopt;
    try {
        return PlanFormat::read(*document);
    } catch (const InputException& e) {
        if (error) {
            *error = e.error();
            error->file = file;
        }
        return std::nullopt;
    }
}

} // namespace

std::optional<Plan> PlanFormat::fromJson(const QByteArray& bytes, const QString& file, InputError* error)
{
    if (refuseOtherKind(bytes.left(512), file, error))
        return std::nullopt;
    return readNamed(ji::parse(bytes, file, error), file, error);
}

std::optional<Plan> PlanFormat::load(const QString& path, InputError* error)
{
    // Only a regular file is peeked at: reading a FIFO here could wait forever.
    if (const QFileInfo info(path); info.isFile()) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && refuseOtherKind(file.read(512), info.filePath(), error))
            return std::nullopt;
    }
    return readNamed(ji::parseFile(path, error), QFileInfo(path).filePath(), error);
}

QByteArray PlanFormat::toJson(const Plan& plan)
{
    nlohmann::json out = plan.source.is_object() ? plan.source : nlohmann::json::object();
    out["format"] = kFormat;
    out["version"] = kVersion;
    out["name"] = plan.name.toStdString();
    out["currency"] = plan.currency.toStdString();
    if (plan.contingency != 0.10 || out.contains("contingency"))
        out["contingency"] = plan.contingency;
    if (plan.examplePrices)
        out["example_prices"] = true;
    else
        out.erase("example_prices");
    if (plan.documentVersion.isEmpty())
        out.erase("document_version");
    else
        out["document_version"] = plan.documentVersion.toStdString();
    if (plan.quoteValidUntil.isValid())
        out["quote_valid_until"] = plan.quoteValidUntil.toString(Qt::ISODate).toStdString();
    else
        out.erase("quote_valid_until");
    nlohmann::json offers = nlohmann::json::array();
    for (const Offer& offer : plan.offers)
        offers.push_back(offer_json::write(offer));
    out["offers"] = std::move(offers);
    writePlannerSections(plan, out); // self_build (where the file had it), project, phases, scenarios
    quote_json::writeSection(plan, out);
    return QByteArray::fromStdString(out.dump(2)) + '\n';
}

bool PlanFormat::save(const Plan& plan, const QString& path, QString* errorString)
{
    try {
        OutputFile file(path); // atomic, and never replaces a device or a link's non-regular target
        file.write(toJson(plan));
        file.commit();
        return true;
    } catch (const InputException& e) {
        if (errorString)
            *errorString = e.error().message;
        return false;
    }
}

} // namespace rp
