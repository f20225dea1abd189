#include "accept/CardNameMatch.h"

#include <QList>
#include <QRegularExpression>

namespace rp::accept {

namespace {

struct Pattern {
    const char* cardId;
    const char* regex; // on the name in lower case, vendor words removed
};

// Names as nvidia-smi prints them: the SXM H100 reports "H100 80GB HBM3", the A100s
// "A100-SXM4-80GB" / "A100 80GB PCIe" / "A100-PCIE-40GB" (fixtures in tests/data/nvidia-smi).
const QList<Pattern>& patterns()
{
    static const QList<Pattern> list = {
        { "rtx-3090", "^rtx 3090$" },
        { "rtx-4090", "^rtx 4090$" },
        { "t4", "^t4$" },
        { "l4", "^l4$" },
        { "a10", "^a10$" },
        { "l40s", "^l40s$" },
        { "a100-pcie-40g", "^a100[- ](pcie[- ]40gb|40gb pcie)$" },
        { "a100-sxm-40g", "^a100[- ]sxm4?[- ]40gb$" },
        { "a100-pcie-80g", "^a100[- ](pcie[- ]80gb|80gb pcie)$" },
        { "a100-sxm-80g", "^a100[- ]sxm4?[- ]80gb$" },
        { "a800-sxm-80g", "^a800[- ]sxm4?[- ]80gb$" },
        { "h100-pcie", "^h100 pcie$" },
        { "h100-sxm", "^h100( 80gb hbm3|[- ]sxm5?[- ]80gb)$" },
        { "h800-sxm", "^h800( 80gb hbm3)?$" },
        { "h200", "^h200( 141gb hbm3e)?$" },
    };
    return list;
}

QString normalized(const QString& name)
{
    static const QRegularExpression vendor(QStringLiteral("\\b(nvidia|tesla|geforce|quadro)\\b"));
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    return name.toLower().remove(vendor).replace(spaces, QStringLiteral(" ")).trimmed();
}

} // namespace

QString cardIdForName(const QString& smiName)
{
    const QString n = normalized(smiName);
    for (const Pattern& p : patterns()) {
        if (QRegularExpression(QLatin1String(p.regex)).match(n).hasMatch())
            return QLatin1String(p.cardId);
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
