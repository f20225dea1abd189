#pragma once

// Offers for the break-even tests: an A100 quoted per hour or per period.
#include "models/plan/Offer.h"

inline rp::Offer hourly(const QString& id, double price, double increment = 0)
{
    rp::Offer o;
    o.id = id;
    o.card = QStringLiteral("a100-sxm-80g");
    o.mode = rp::BillingMode::OnDemand;
    o.pricePerCardHour = price;
    o.billingIncrementHours = increment;
    return o;
}

inline rp::Offer periodic(const QString& id, rp::BillingMode mode, double price, rp::Refund refund = rp::Refund::None)
{
    rp::Offer o = hourly(id, 0);
    o.mode = mode;
    o.pricePerCardPeriod = price;
    o.refund = refund;
    return o;
}

inline rp::Offer monthly(const QString& id, double price, rp::Refund refund = rp::Refund::None)
{
    return periodic(id, rp::BillingMode::Monthly, price, refund);
}
