#include "models/plan/SelfBuildJson.h"

#include "models/catalog/CardCatalog.h"
#include "models/common/JsonInput.h"
#include "models/plan/PlanLimits.h"

namespace rp::self_build_json {

namespace ji = json_input;

SelfBuild read(const nlohmann::json& value, const QString& path)
{
    ji::requireObject(value, path);
    SelfBuild s;
    s.source = value;
    s.card = ji::string(value, path, "card");
    if (!CardCatalog::builtIn().find(s.card))
        ji::fail(ji::childPath(path, "card"),
            QCoreApplication::translate("PlanFormat", "unknown card \"%1\" (see \"rentplan cards\")").arg(s.card));
    s.cards = int(ji::integerOr(value, path, "cards", 8, 1, limits::kMaxCards));
    s.capex = ji::number(value, path, "capex", 0, limits::kMaxMoney);
    s.depreciationYears = ji::numberOr(value, path, "depreciation_years", 3, 0.1, 50);
    s.residualFraction = ji::numberOr(value, path, "residual_fraction", 0, 0, 1);
    s.resaleDiscount = ji::numberOr(value, path, "resale_discount", 0.3, 0, 1);
    s.minHoldingMonths = ji::numberOr(value, path, "min_holding_months", 12, 0, 600);
    s.powerKw = ji::numberOr(value, path, "power_kw", 0, 0, 1e4);
    // Idle above full load would make energy fall as the cards work harder.
    s.idlePowerKw = ji::numberOr(value, path, "idle_power_kw", 0, 0, s.powerKw);
    s.pue = ji::numberOr(value, path, "pue", 1.0, 1.0, 5.0);
    s.electricityPerKwh = ji::numberOr(value, path, "electricity_per_kwh", 0, 0, 1e6);
    s.hostingPerMonth = ji::numberOr(value, path, "hosting_per_month", 0, 0, limits::kMaxMoney);
    s.opsPerMonth = ji::numberOr(value, path, "ops_per_month", 0, 0, limits::kMaxMoney);
    s.maintenanceFractionPerYear = ji::numberOr(value, path, "maintenance_fraction_per_year", 0, 0, 1);
    s.leadTimeDays = ji::numberOr(value, path, "lead_time_days", 0, 0, 3650);
    s.delayCostPerDay = ji::numberOr(value, path, "delay_cost_per_day", 0, 0, limits::kMaxMoney);
    return s;
}

nlohmann::json write(const SelfBuild& s)
{
    nlohmann::json out = s.source.is_object() ? s.source : nlohmann::json::object();
    out["card"] = s.card.toStdString();
    out["cards"] = s.cards;
    out["capex"] = s.capex;
    out["depreciation_years"] = s.depreciationYears;
    out["residual_fraction"] = s.residualFraction;
    out["resale_discount"] = s.resaleDiscount;
    out["min_holding_months"] = s.minHoldingMonths;
    out["power_kw"] = s.powerKw;
    out["idle_power_kw"] = s.idlePowerKw;
    out["pue"] = s.pue;
    out["electricity_per_kwh"] = s.electricityPerKwh;
    out["hosting_per_month"] = s.hostingPerMonth;
    out["ops_per_month"] = s.opsPerMonth;
    out["maintenance_fraction_per_year"] = s.maintenanceFractionPerYear;
    out["lead_time_days"] = s.leadTimeDays;
    out["delay_cost_per_day"] = s.delayCostPerDay;
    return out;
}

} // namespace rp::self_build_json
