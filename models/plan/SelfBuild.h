#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace rp {

// Buying the hardware instead of renting it: purchase, write-off, power, hosting, staff, repairs, resale.
// Money in the plan's currency; defaults in docs/plan-format.md.
struct SelfBuild {
    QString card; // catalog id
    int cards = 8; // per machine
    double capex = 0; // one machine, installed
    double depreciationYears = 3;
    double residualFraction = 0; // book value at the end of the depreciation years, as a share of capex
    // Used hardware sells well below its book value, so resale = book × (1 − discount).
    double resaleDiscount = 0.3;
    double minHoldingMonths = 12; // no resale before this: a shorter job still holds the machine this long
    double powerKw = 0; // whole machine at full load
    double idlePowerKw = 0;
    double pue = 1.0;
    double electricityPerKwh = 0;
    double hostingPerMonth = 0;
    double opsPerMonth = 0;
    double maintenanceFractionPerYear = 0; // spares and repairs, share of capex per year
    double leadTimeDays = 0; // procurement to first job
    double delayCostPerDay = 0; // what waiting costs the project

    nlohmann::json source = nlohmann::json::object();

    bool operator==(const SelfBuild& other) const = default;
};

} // namespace rp
