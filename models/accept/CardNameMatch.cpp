#include "models/accept/CardNameMatch.h"

#include "models/catalog/CardCatalog.h"

namespace rp::accept {

QString cardIdForName(const QString& smiName)
{
    // The catalog stores the name nvidia-smi prints for each card (smi_name, copied from real captures).
    const QString name = smiName.simplified();
    for (const Card& card : CardCatalog::builtIn().cards()) {
        if (!card.smiName.isEmpty() && name.compare(card.smiName, Qt::CaseInsensitive) == 0)
            return card.id;
    }
    return {};
}

std::optional<bool> cardNameMatches(const QString& cardId, const QString& smiName)
{
    if (smiName.endsWith(QLatin1String("...")) || smiName.isEmpty())
        return std::nullopt;
    return cardIdForName(smiName) == cardId;
}

bool isDisplayAdapter(const QString& smiName)
{
    return smiName.contains(QLatin1String("Display"));
}

} // namespace rp::accept
