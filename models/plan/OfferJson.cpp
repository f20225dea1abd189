#include "models/plan/OfferJson.h"

#include "models/catalog/CardCatalog.h"
#include "models/common/JsonInput.h"
#include "models/plan/PlanLimits.h"
#include "models/planner/Scaling.h"

namespace rp::offer_json {

namespace ji = json_input;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)
};

std::optional<double> optionalNumber(
    const nlohmann::json& value, const QString& path, const char* key, double min, double max)
{
    const auto it = value.find(key);
    if (it == value.end() || it->is_null())
        return std::nullopt;
    return ji::toNumber(*it, ji::childPath(path, key), min, max);
}

} // namespace

Offer read(const nlohmann::json& value, const QString& path)
{
    ji::requireObject(value, path);
    Offer offer;
    offer.source = value;
    offer.id = ji::string(value, path, "id").trimmed();
    if (offer.id.isEmpty())
        ji::fail(ji::childPath(path, "id"), Text::tr("must not be empty"));
    offer.provider = ji::stringOr(value, path, "provider", {});
    offer.card = ji::string(value, path, "card");
    if (!offer.isCpu() && !CardCatalog::builtIn().find(offer.card))
        ji::fail(ji::childPath(path, "card"),
            Text::tr("unknown card \"%1\" (see \"rentplan cards\", or \"none\" for a CPU machine)").arg(offer.card));
    offer.cardsPerInstance = int(ji::integerOr(value, path, "cards", 1, 1, limits::kMaxCards));
    const QString modeKey = ji::string(value, path, "mode");
    const auto mode = BillingModes::fromKey(modeKey);
    if (!mode)
        ji::fail(ji::childPath(path, "mode"),
            Text::tr("unknown mode \"%1\"; expected one of: %2").arg(modeKey, BillingModes::keys().join(u", ")));
    offer.mode = *mode;
    // A CPU machine has no cards: its price is per machine-hour (docs/plan-format.md).
    const bool perMachine = offer.isCpu() && value.contains("price_per_hour");
    if (BillingModes::isPeriodic(offer.mode))
        offer.pricePerCardPeriod = ji::number(value, path, "price_per_card_period", 0, limits::kMaxMoney);
    else if (perMachine)
        offer.pricePerCardHour = ji::number(value, path, "price_per_hour", 0, limits::kMaxMoney);
    else
        offer.pricePerCardHour = ji::number(value, path, "price_per_card_hour", 0, limits::kMaxMoney);
    // The other mode's price is kept when present, so switching modes in the table loses nothing.
    offer.pricePerCardPeriod
        = ji::numberOr(value, path, "price_per_card_period", offer.pricePerCardPeriod, 0, limits::kMaxMoney);
    offer.pricePerCardHour
        = ji::numberOr(value, path, "price_per_card_hour", offer.pricePerCardHour, 0, limits::kMaxMoney);
    offer.minBilledHours = ji::numberOr(value, path, "min_billed_hours", 0, 0, limits::kMaxHours);
    offer.billingIncrementHours = ji::numberOr(value, path, "billing_increment_hours", 0, 0, limits::kMaxHours);
    if (offer.billingIncrementHours > 0 && offer.billingIncrementHours < limits::kMinIncrementHours)
        ji::fail(ji::childPath(path, "billing_increment_hours"),
            Text::tr("must be 0 (billed exactly) or at least one second (%1 h)").arg(limits::kMinIncrementHours));
    const QString refundKey = ji::stringOr(value, path, "refund", QStringLiteral("none"));
    const auto refund = BillingModes::refundFromKey(refundKey);
    if (!refund)
        ji::fail(
            ji::childPath(path, "refund"), Text::tr("unknown refund \"%1\"; expected none or prorata").arg(refundKey));
    offer.refund = *refund;
    offer.renewalPricePerCardPeriod
        = optionalNumber(value, path, "renewal_price_per_card_period", 0, limits::kMaxMoney);
    offer.storagePerMonth = ji::numberOr(value, path, "storage_per_month", 0, 0, limits::kMaxMoney);
    offer.egressPerGb = ji::numberOr(value, path, "egress_per_gb", 0, 0, limits::kMaxMoney);
    offer.ingressPerGb = ji::numberOr(value, path, "ingress_per_gb", 0, 0, limits::kMaxMoney);
    offer.fabric = ji::stringOr(value, path, "fabric", {}).trimmed().toLower();
    if (!offer.fabric.isEmpty() && !scaling::fabrics().contains(offer.fabric))
        ji::fail(ji::childPath(path, "fabric"),
            Text::tr("unknown fabric \"%1\"; expected one of: %2").arg(offer.fabric, scaling::fabrics().join(u", ")));
    offer.fabricGbps = optionalNumber(value, path, "fabric_gbps", 0, 1e6);
    if (offer.isCpu())
        offer.cardsPerInstance = 1; // one machine per instance: "cards" has no meaning without GPUs
    offer.interruptionsPerDay = ji::numberOr(value, path, "interruptions_per_day", 1, 0, 1000);
    offer.checkpointMinutes = ji::numberOr(value, path, "checkpoint_minutes", 5, 0, 10000);
    offer.restartMinutes = ji::numberOr(value, path, "restart_minutes", 10, 0, 10000);
    offer.maxLossMinutes = optionalNumber(value, path, "max_loss_minutes", 0, 1e6);
    if (offer.maxLossMinutes && *offer.maxLossMinutes <= offer.checkpointMinutes)
        ji::fail(ji::childPath(path, "max_loss_minutes"),
            Text::tr("must be longer than checkpoint_minutes, since an interruption during a save loses the save too"));
    return offer;
}

nlohmann::json write(const Offer& offer)
{
    nlohmann::json out = offer.source.is_object() ? offer.source : nlohmann::json::object();
    out["id"] = offer.id.toStdString();
    out["provider"] = offer.provider.toStdString();
    out["card"] = offer.card.toStdString();
    out["cards"] = offer.cardsPerInstance;
    out["mode"] = BillingModes::key(offer.mode).toStdString();
    out["price_per_card_hour"] = offer.pricePerCardHour;
    if (offer.isCpu())
        out["price_per_hour"] = offer.pricePerCardHour;
    else
        out.erase("price_per_hour");
    out["price_per_card_period"] = offer.pricePerCardPeriod;
    out["min_billed_hours"] = offer.minBilledHours;
    out["billing_increment_hours"] = offer.billingIncrementHours;
    out["refund"] = BillingModes::refundKey(offer.refund).toStdString();
    if (offer.renewalPricePerCardPeriod)
        out["renewal_price_per_card_period"] = *offer.renewalPricePerCardPeriod;
    else
        out.erase("renewal_price_per_card_period");
    out["storage_per_month"] = offer.storagePerMonth;
    out["egress_per_gb"] = offer.egressPerGb;
    if (!offer.fabric.isEmpty())
        out["fabric"] = offer.fabric.toStdString();
    else
        out.erase("fabric");
    if (offer.fabricGbps)
        out["fabric_gbps"] = *offer.fabricGbps;
    else
        out.erase("fabric_gbps");
    if (offer.ingressPerGb > 0)
        out["ingress_per_gb"] = offer.ingressPerGb;
    else
        out.erase("ingress_per_gb");
    out["interruptions_per_day"] = offer.interruptionsPerDay;
    out["checkpoint_minutes"] = offer.checkpointMinutes;
    out["restart_minutes"] = offer.restartMinutes;
    if (offer.maxLossMinutes)
        out["max_loss_minutes"] = *offer.maxLossMinutes;
    else
        out.erase("max_loss_minutes");
    return out;
}

} // namespace rp::offer_json
