#pragma once

// A long quote sheet (docs/reliability.md, "Long inputs"): `count` offers of every billing mode,
// per-second to hourly steps, minimums, refunds, renewals, storage and spot,
// drawn from a generator seeded with the count (the same sheet every run).
#include "models/plan/Plan.h"

#include <random>

inline rp::Plan mixedOffers(int count)
{
    std::mt19937 random(count);
    auto uniform = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(random); };
    using namespace rp;
    const BillingMode modes[]
        = { BillingMode::OnDemand, BillingMode::Weekly, BillingMode::Monthly, BillingMode::Yearly, BillingMode::Spot };
    const double increments[] = { 0.0, 1.0 / 3600.0, 1.0 / 60.0, 0.25, 1.0 };
    const char* const cards[] = { "h100-sxm", "a100-sxm-80g", "l40s", "rtx-4090" };
    rp::Plan plan;
    plan.name = QStringLiteral("Long quote sheet");
    plan.currency = QStringLiteral("CNY");
    for (int i = 0; i < count; ++i) {
        Offer o;
        o.id = QStringLiteral("q%1").arg(i);
        o.provider = QStringLiteral("Provider %1").arg(i % 37);
        o.card = QLatin1String(cards[i % 4]);
        o.cardsPerInstance = 1 << (i % 4);
        o.mode = modes[random() % 5];
        const double hourly = uniform(2.0, 40.0);
        o.pricePerCardHour = hourly;
        if (BillingModes::isPeriodic(o.mode)) {
            // Whole periods come at a discount; pro-rata ones (no risk for the buyer) barely.
            o.refund = random() % 3 == 0 ? Refund::ProRata : Refund::None;
            const double discount = o.refund == Refund::ProRata ? uniform(0.9, 1.2) : uniform(0.4, 0.9);
            o.pricePerCardPeriod = hourly * BillingModes::periodHours(o.mode) * discount;
            if (random() % 3 == 0)
                o.renewalPricePerCardPeriod = o.pricePerCardPeriod * uniform(0.8, 1.0);
        }
        if (o.mode == BillingMode::OnDemand || o.mode == BillingMode::Spot) {
            o.billingIncrementHours = increments[random() % 5];
            o.minBilledHours = double(random() % 3);
        }
        o.storagePerMonth = double(random() % 200);
        o.interruptionsPerDay = uniform(0.1, 3.0);
        plan.offers.append(o);
    }
    return plan;
}
