#include "models/plan/BillingMode.h"

#include "models/common/Units.h"

namespace rp {

namespace {

struct ModeName {
    BillingMode mode;
    const char* key;
    const char* label;
};

// Order = order of the choices shown in the offer table.
constexpr ModeName kModes[] = {
    { BillingMode::OnDemand, "on_demand", QT_TRANSLATE_NOOP("BillingModes", "on-demand") },
    { BillingMode::Weekly, "weekly", QT_TRANSLATE_NOOP("BillingModes", "weekly") },
    { BillingMode::Monthly, "monthly", QT_TRANSLATE_NOOP("BillingModes", "monthly") },
    { BillingMode::Yearly, "yearly", QT_TRANSLATE_NOOP("BillingModes", "yearly / reserved") },
    { BillingMode::Spot, "spot", QT_TRANSLATE_NOOP("BillingModes", "spot") },
};

const ModeName& entry(BillingMode mode)
{
    for (const ModeName& m : kModes) {
        if (m.mode == mode)
            return m;
    }
    Q_UNREACHABLE();
}

} // namespace

QString BillingModes::key(BillingMode mode)
{
    return QLatin1String(entry(mode).key);
}

std::optional<BillingMode> BillingModes::fromKey(const QString& key)
{
    for (const ModeName& m : kModes) {
        if (key == QLatin1String(m.key))
            return m.mode;
    }
    return std::nullopt;
}

QStringList BillingModes::keys()
{
    QStringList result;
    for (const ModeName& m : kModes)
        result.append(QLatin1String(m.key));
    return result;
}

QString BillingModes::label(BillingMode mode)
{
    return tr(entry(mode).label);
}

bool BillingModes::isPeriodic(BillingMode mode)
{
    return periodHours(mode) > 0;
}

double BillingModes::periodHours(BillingMode mode)
{
    switch (mode) {
    case BillingMode::Weekly:
        return units::kHoursPerWeek;
    case BillingMode::Monthly:
        return units::kHoursPerMonth;
    case BillingMode::Yearly:
        return units::kHoursPerYear;
    case BillingMode::OnDemand:
    case BillingMode::Spot:
        break;
    }
    return 0;
}

QString BillingModes::refundKey(Refund refund)
{
    return refund == Refund::ProRata ? QStringLiteral("prorata") : QStringLiteral("none");
}

std::optional<Refund> BillingModes::refundFromKey(const QString& key)
{
    if (key == u"none")
        return Refund::None;
    if (key == u"prorata")
        return Refund::ProRata;
    return std::nullopt;
}

QString BillingModes::refundLabel(Refund refund)
{
    return refund == Refund::ProRata ? tr("pro rata") : tr("no refund");
}

} // namespace rp
