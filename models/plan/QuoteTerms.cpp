#include "models/plan/QuoteTerms.h"

#include <array>

namespace rp {

namespace {

template <typename E, std::size_t N>
std::optional<E> fromKey(const std::array<std::pair<E, const char*>, N>& keys, const QString& key)
{
    for (const auto& [value, name] : keys) {
        if (key == QLatin1String(name))
            return value;
    }
    return std::nullopt;
}

template <typename E, std::size_t N> QString toKey(const std::array<std::pair<E, const char*>, N>& keys, E value)
{
    for (const auto& [v, name] : keys) {
        if (v == value)
            return QLatin1String(name);
    }
    return {};
}

constexpr std::array<std::pair<FormFactor, const char*>, 4> kFormFactors { { { FormFactor::Unknown, "" },
    { FormFactor::Sxm, "sxm" }, { FormFactor::Pcie, "pcie" }, { FormFactor::Nvl, "nvl" } } };
constexpr std::array<std::pair<Interconnect, const char*>, 4> kInterconnects { { { Interconnect::Unknown, "" },
    { Interconnect::NvSwitch, "nvswitch" }, { Interconnect::NvlinkPairs, "nvlink_pairs" },
    { Interconnect::None, "none" } } };
constexpr std::array<std::pair<Exclusivity, const char*>, 4> kExclusivity { { { Exclusivity::Unknown, "" },
    { Exclusivity::WholeGpu, "whole" }, { Exclusivity::VGpu, "vgpu" }, { Exclusivity::MigSlice, "mig" } } };

} // namespace

QString QuoteTerms::formFactorKey(FormFactor value)
{
    return toKey(kFormFactors, value);
}
std::optional<FormFactor> QuoteTerms::formFactorFromKey(const QString& key)
{
    return fromKey(kFormFactors, key.toLower());
}
QString QuoteTerms::interconnectKey(Interconnect value)
{
    return toKey(kInterconnects, value);
}
std::optional<Interconnect> QuoteTerms::interconnectFromKey(const QString& key)
{
    return fromKey(kInterconnects, key.toLower());
}
QString QuoteTerms::interconnectLabel(Interconnect value)
{
    switch (value) {
    case Interconnect::NvSwitch:
        return tr("NVLink between all cards (NVSwitch)");
    case Interconnect::NvlinkPairs:
        return tr("NVLink bridges between pairs");
    case Interconnect::None:
        return tr("no NVLink (PCIe only)");
    case Interconnect::Unknown:
        break;
    }
    return tr("not stated");
}

QString QuoteTerms::exclusivityKey(Exclusivity value)
{
    return toKey(kExclusivity, value);
}
std::optional<Exclusivity> QuoteTerms::exclusivityFromKey(const QString& key)
{
    return fromKey(kExclusivity, key.toLower());
}
} // namespace rp
