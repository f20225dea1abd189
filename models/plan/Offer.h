#pragma once

#include "models/plan/BillingMode.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace rp {

// One quote from a provider, as the user typed it. Prices are in the plan's
// currency; every default is listed in docs/plan-format.md.
struct Offer {
    QString id; // unique in the plan; the CLI and break-evens name offers by it
    QString provider;
    QString card; // catalog id, or "none" for a CPU machine (priced per machine-hour)
    int cardsPerInstance = 1; // the job rents whole instances
    BillingMode mode = BillingMode::OnDemand;
    double pricePerCardHour = 0; // on_demand, spot
    double pricePerCardPeriod = 0; // weekly, monthly, yearly: first period
    double minBilledHours = 0;
    double billingIncrementHours = 0; // 0 = billed exactly
    Refund refund = Refund::None;
    std::optional<double> renewalPricePerCardPeriod; // nullopt = same as the first period
    double storagePerMonth = 0; // per instance, billed for the whole wall time (stopped or not)
    // The network between the instances when a job spans several: "infiniband", "roce", "ethernet",
    // "none" or empty (not stated: the documented default for an unknown network, docs/plan-format.md).
    QString fabric;
    std::optional<double> fabricGbps;
    double egressPerGb = 0; // data leaving the provider
    double ingressPerGb = 0; // data sent to the machine (most providers charge nothing)
    // Spot only (docs/plan-format.md, "Spot").
    double interruptionsPerDay = 1;
    double checkpointMinutes = 5;
    double restartMinutes = 10;
    std::optional<double> maxLossMinutes; // the most work one interruption may cost (caps the interval)

    // The object this offer was read from: keys RentPlan does not know survive a save.
    nlohmann::json source = nlohmann::json::object();

    bool isCpu() const { return card == QLatin1String("none"); }
    double periodHours() const { return BillingModes::periodHours(mode); }
    double renewalPrice() const { return renewalPricePerCardPeriod.value_or(pricePerCardPeriod); }
    bool operator==(const Offer& other) const = default;
};

} // namespace rp
