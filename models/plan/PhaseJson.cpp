#include "models/plan/PhaseJson.h"

#include "models/catalog/CardCatalog.h"
#include "models/common/JsonInput.h"
#include "models/plan/PhaseKinds.h"
#include "models/plan/PlanLimits.h"
#include "models/plan/UncertaintyJson.h"
#include "models/plan/WorkloadJson.h"
#include "models/planner/PhasePricing.h"
#include "models/planner/Scaling.h"
#include "models/planner/WorkloadHours.h"

#include <QLocale>
#include <QSet>

namespace rp::phase_json {

namespace ji = json_input;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)
};

const Offer* findOffer(const QList<Offer>& offers, const QString& id)
{
    for (const Offer& o : offers) {
        if (o.id == id)
            return &o;
    }
    return nullptr;
}

bool present(const nlohmann::json& value, const char* key)
{
    const auto it = value.find(key);
    return it != value.end() && !it->is_null();
}

// Hours derived from a workload are bounded as typed hours are (limits::kMaxHours): the hours of
// one run on the phase's own card and count, as the planner derives them (phase_pricing::runHours),
// in machines of its offer (else 8 cards), billed at its utilization when given, else at 1 (the
// fewest billed hours the planner can give it).
void boundDerivedHours(const Phase& p, const QList<Offer>& offers, const QString& path)
{
    const std::optional<MemoryEstimate> estimate
        = p.workload->isData() ? std::nullopt : std::optional(WorkloadHours::estimate(*p.workload));
    const Offer* offer = findOffer(offers, p.offer);
    // The phase's cards as data-parallel ranks: the split needing no more memory per card than the
    // phase's own, and the planner's hours for it.
    Split dataParallel;
    dataParallel.dp = std::max(p.cards, 1);
    scaling::MachineLinks links;
    links.cardsPerMachine = offer ? offer->cardsPerInstance : scaling::kDefaultCardsPerMachine;
    const Card* card = CardCatalog::builtIn().find(p.card);
    const double billed = phase_pricing::runHours(
        p, estimate ? &*estimate : nullptr, p.utilization.value_or(1.0), card, dataParallel, links)
                              .billed;
    if (billed <= limits::kMaxHours)
        return;
    const QString hours = QLocale().toString(billed, 'g', 3);
    const QString limit = QLocale().toString(limits::kMaxHours, 'f', 0);
    ji::fail(ji::childPath(path, "workload"),
        p.workload->isData()
            ? Text::tr("gives %1 hours per run at its throughput, more than the %2 hours a phase may last; check "
                       "its size")
                  .arg(hours, limit)
            : Text::tr("gives %1 hours per run on %2 × %3, more than the %4 hours a phase may last; check its "
                       "tokens")
                  .arg(hours)
                  .arg(p.cards)
                  .arg(card ? card->name : p.card, limit));
}

} // namespace

Phase read(const nlohmann::json& value, const QString& path, const QList<Offer>& offers)
{
    ji::requireObject(value, path);
    Phase p;
    p.source = value;
    p.id = ji::string(value, path, "id").trimmed();
    if (p.id.isEmpty())
        ji::fail(ji::childPath(path, "id"), Text::tr("must not be empty"));
    p.name = ji::stringOr(value, path, "name", p.id);
    const QString kind = ji::stringOr(value, path, "kind", QStringLiteral("custom"));
    const auto parsedKind = PhaseKinds::fromKey(kind);
    if (!parsedKind)
        ji::fail(ji::childPath(path, "kind"),
            Text::tr("unknown kind \"%1\"; expected one of: %2").arg(kind, PhaseKinds::keys().join(u", ")));
    p.kind = *parsedKind;
    p.card = ji::stringOr(value, path, "card", QLatin1String(Phase::kNoCard));
    if (p.card != QLatin1String(Phase::kNoCard) && !CardCatalog::builtIn().find(p.card))
        ji::fail(ji::childPath(path, "card"),
            Text::tr("unknown card \"%1\" (see \"rentplan cards\", or \"none\" for no GPU)").arg(p.card));
    p.cards = int(
        ji::integerOr(value, path, "cards", p.card == QLatin1String(Phase::kNoCard) ? 0 : 1, 0, limits::kMaxCards));
    if (p.card != QLatin1String(Phase::kNoCard) && p.cards < 1)
        ji::fail(ji::childPath(path, "cards"), Text::tr("a phase on a GPU needs at least one card"));

    if (present(value, "hours")) {
        p.hours = ji::number(value, path, "hours", 0, limits::kMaxHours);
        if (*p.hours <= 0)
            ji::fail(ji::childPath(path, "hours"), Text::tr("must be above zero"));
    }
    if (present(value, "workload"))
        p.workload = workload_json::read(value["workload"], ji::childPath(path, "workload"));
    if (p.hours.has_value() == p.workload.has_value())
        ji::fail(path, Text::tr("give either \"hours\" or a \"workload\" to derive them from"));
    if (p.workload && !p.workload->isData() && !p.usesGpu())
        ji::fail(ji::childPath(path, "card"), Text::tr("a model workload needs a GPU card"));

    if (present(value, "utilization")) {
        p.utilization = ji::number(value, path, "utilization", 0, 1);
        if (*p.utilization <= 0)
            ji::fail(ji::childPath(path, "utilization"), Text::tr("must be above 0 and at most 1"));
    }
    p.repeats = int(ji::integerOr(value, path, "repeats", 1, 1, 10000));
    p.offer = ji::stringOr(value, path, "offer", QLatin1String(Phase::kAutoOffer)).trimmed();
    if (p.offer != QLatin1String(Phase::kAutoOffer)) {
        const Offer* offer = findOffer(offers, p.offer);
        if (!offer)
            ji::fail(ji::childPath(path, "offer"), Text::tr("unknown offer \"%1\"").arg(p.offer));
        if (offer->card != p.card)
            ji::fail(ji::childPath(path, "offer"),
                Text::tr("offer \"%1\" rents %2, but the phase runs on %3").arg(p.offer, offer->card, p.card));
    }
    p.gapDays = ji::numberOr(value, path, "gap_days", 0, 0, 36500);
    if (present(value, "start_day")) {
        const double day = ji::number(value, path, "start_day", -1e6, 36500);
        if (day < 0)
            ji::fail(ji::childPath(path, "start_day"), Text::tr("starts before the project start (day 0)"));
        p.startDay = day;
    }
    p.notes = ji::stringOr(value, path, "notes", {});
    if (present(value, "transfer")) {
        const QString at = ji::childPath(path, "transfer");
        const nlohmann::json& t = value["transfer"];
        ji::requireObject(t, at);
        PhaseTransfer transfer;
        transfer.dataGb = ji::number(t, at, "data_gb", 0, 1e7);
        transfer.bandwidthMbps = ji::number(t, at, "bandwidth_mbps", 0, 1e7);
        transfer.dataOutGb = ji::numberOr(t, at, "data_out_gb", 0, 0, 1e7);
        if (transfer.dataGb <= 0)
            ji::fail(ji::childPath(at, "data_gb"), Text::tr("must be above zero"));
        if (transfer.bandwidthMbps <= 0)
            ji::fail(ji::childPath(at, "bandwidth_mbps"), Text::tr("must be above zero"));
        p.transfer = transfer;
    }
    if (present(value, "uncertainty"))
        p.uncertainty = uncertainty_json::read(
            value["uncertainty"], ji::childPath(path, "uncertainty"), uncertainty_json::Scope::Phase);
    if (p.workload)
        boundDerivedHours(p, offers, path);
    return p;
}

QList<Phase> readList(const nlohmann::json& value, const QString& path, const QList<Offer>& offers)
{
    ji::requireArray(value, path, limits::kMaxPhases);
    QList<Phase> phases;
    phases.reserve(qsizetype(value.size()));
    QSet<QString> ids; // a set, not a scan of the phases read: 40,000 phases once took 11 s here
    for (std::size_t i = 0; i < value.size(); ++i) {
        const QString itemPath = ji::indexPath(path, qsizetype(i));
        Phase phase = read(value.at(i), itemPath, offers);
        if (ids.contains(phase.id))
            ji::fail(ji::childPath(itemPath, "id"), Text::tr("\"%1\" is used by another phase").arg(phase.id));
        ids.insert(phase.id);
        phases.append(std::move(phase));
    }
    return phases;
}

nlohmann::json write(const Phase& p)
{
    nlohmann::json out = p.source.is_object() ? p.source : nlohmann::json::object();
    out["id"] = p.id.toStdString();
    out["name"] = p.name.toStdString();
    out["kind"] = PhaseKinds::key(p.kind).toStdString();
    out["card"] = p.card.toStdString();
    out["cards"] = p.cards;
    out.erase("hours");
    out.erase("workload");
    if (p.hours)
        out["hours"] = *p.hours;
    if (p.workload)
        out["workload"] = workload_json::write(*p.workload);
    if (p.utilization)
        out["utilization"] = *p.utilization;
    else
        out.erase("utilization");
    out["repeats"] = p.repeats;
    out["offer"] = p.offer.toStdString();
    out["gap_days"] = p.gapDays;
    if (p.startDay)
        out["start_day"] = *p.startDay;
    else
        out.erase("start_day");
    out["notes"] = p.notes.toStdString();
    if (p.transfer) {
        nlohmann::json transfer = p.source.contains("transfer") && p.source["transfer"].is_object()
            ? p.source["transfer"]
            : nlohmann::json::object();
        transfer["data_gb"] = p.transfer->dataGb;
        transfer["bandwidth_mbps"] = p.transfer->bandwidthMbps;
        if (p.transfer->dataOutGb > 0)
            transfer["data_out_gb"] = p.transfer->dataOutGb;
        else
            transfer.erase("data_out_gb");
        out["transfer"] = transfer;
    } else
        out.erase("transfer");
    if (p.uncertainty)
        out["uncertainty"] = uncertainty_json::write(*p.uncertainty);
    else
        out.erase("uncertainty");
    return out;
}

nlohmann::json writeList(const QList<Phase>& phases)
{
    nlohmann::json out = nlohmann::json::array();
    for (const Phase& p : phases)
        out.push_back(write(p));
    return out;
}

} // namespace rp::phase_json
