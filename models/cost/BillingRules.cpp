#include "models/cost/BillingRules.h"

#include "models/common/Units.h"
#include "models/cost/SpotModel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rp::billing {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Billing)
};

constexpr double kBoundaryTolerance = 1e-9;

double ceilSteps(double value, double step)
{
    return std::max(0.0, std::ceil(value / step - kBoundaryTolerance));
}

} // namespace

double billedHours(double hours, double minimumHours, double incrementHours)
{
    // A minimum billed time (some providers bill at least 1 h or 6 h), then whole steps (docs/plan-format.md).
    const double stepped = incrementHours > 0 ? ceilSteps(hours, incrementHours) * incrementHours : hours;
    return std::max(minimumHours, stepped);
}

double wholePeriods(double hours, double periodHours)
{
    // Early release usually refunds nothing, so a started period is paid whole.
    return std::max(1.0, ceilSteps(hours, periodHours));
}

int instances(int cards, int cardsPerInstance)
{
    return (std::max(cards, 1) + cardsPerInstance - 1) / cardsPerInstance;
}

double periodicCostPerCard(const Offer& offer, double hours)
{
    const double period = offer.periodHours();
    if (offer.refund == Refund::ProRata) {
        // Some providers refund the unused days, so only the time used is paid.
        const double first = std::min(hours, period) / period;
        const double later = std::max(0.0, hours - period) / period;
        return first * offer.pricePerCardPeriod + later * offer.renewalPrice();
    }
    // Periods after the first are paid at the renewal price, which can differ from the first period's.
    const double periods = wholePeriods(hours, period);
    return offer.pricePerCardPeriod + (periods - 1.0) * offer.renewalPrice();
}

QString missingPrice(const Offer& offer)
{
    const bool periodic = BillingModes::isPeriodic(offer.mode);
    if ((periodic ? offer.pricePerCardPeriod : offer.pricePerCardHour) > 0)
        return {};
    if (periodic)
        return QStringLiteral("price_per_card_period");
    return offer.isCpu() ? QStringLiteral("price_per_hour") : QStringLiteral("price_per_card_hour");
}

QString missingPriceText(const Offer& offer)
{
    if (missingPrice(offer).isEmpty())
        return {};
    if (offer.isCpu()) {
        return BillingModes::isPeriodic(offer.mode) ? Text::tr("no price yet: its price per machine and period is 0")
                                                    : Text::tr("no price yet: its price per machine-hour is 0");
    }
    return BillingModes::isPeriodic(offer.mode) ? Text::tr("no price yet: its price per card and period is 0")
                                                : Text::tr("no price yet: its price per card-hour is 0");
}

OfferCost cost(const Offer& offer, const Job& job)
{
    // A spot job's wall time is its hours stretched by the expected interruptions (docs/plan-format.md).
    const double wall
        = offer.mode == BillingMode::Spot ? job.hours * spot::estimate(offer).wallPerComputeHour : job.hours;
    return costOfWallHours(offer, job, wall);
}

OfferCost costOfWallHours(const Offer& offer, const Job& job, double wallHours)
{
    OfferCost c;
    if (!missingPrice(offer).isEmpty()) {
        c.cost = c.computeCost = std::numeric_limits<double>::quiet_NaN();
        c.instances = instances(job.cards, offer.cardsPerInstance);
        c.wallHours = c.billedHours = std::numeric_limits<double>::quiet_NaN();
        return c;
    }
    c.instances = instances(job.cards, offer.cardsPerInstance);
    const int cards = c.instances * offer.cardsPerInstance;
    c.wallHours = wallHours;
    if (!std::isfinite(c.wallHours)) {
        c.cost = c.billedHours = std::numeric_limits<double>::infinity();
        return c;
    }
    c.billedHours = billedHours(c.wallHours, offer.minBilledHours, offer.billingIncrementHours);
    if (BillingModes::isPeriodic(offer.mode)) {
        c.computeCost = cards * periodicCostPerCard(offer, c.billedHours);
        if (offer.refund == Refund::None)
            c.billedHours = wholePeriods(c.billedHours, offer.periodHours()) * offer.periodHours();
    } else {
        c.computeCost = cards * offer.pricePerCardHour * c.billedHours;
    }
    // Disks are billed while the instance is stopped too, so for the whole wall time.
    c.storageCost = c.instances * offer.storagePerMonth * c.wallHours / units::kHoursPerMonth;
    // Traffic out of the provider is billed per GB.
    c.egressCost = offer.egressPerGb * job.egressGb;
    c.ingressCost = offer.ingressPerGb * job.ingressGb;
    c.cost = c.computeCost + c.storageCost + c.egressCost + c.ingressCost;
    return c;
}

double ratePerCardHour(const Offer& offer)
{
    if (!missingPrice(offer).isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    double rate = offer.pricePerCardHour;
    if (BillingModes::isPeriodic(offer.mode))
        rate = offer.renewalPrice() / offer.periodHours();
    else if (offer.mode == BillingMode::Spot)
        rate *= spot::estimate(offer).wallPerComputeHour;
    return rate + offer.storagePerMonth / units::kHoursPerMonth / offer.cardsPerInstance;
}

} // namespace rp::billing
