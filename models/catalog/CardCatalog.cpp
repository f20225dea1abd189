#include "models/catalog/CardCatalog.h"

#include "models/common/JsonInput.h"

#include <QCoreApplication>
#include <QFile>

namespace rp {

namespace ji = json_input;

namespace {

Card readCard(const ji::Json& value, const QString& path)
{
    Card card;
    card.id = ji::string(value, path, "id");
    card.name = ji::string(value, path, "name");
    card.smiName = ji::stringOr(value, path, "smi_name", {});
    card.memoryMiB = ji::integer(value, path, "memory_mib", 1, 16 * 1024 * 1024);
    card.bandwidthGBps = ji::number(value, path, "bandwidth_gbps", 1, 1e6);
    card.bf16Tflops = ji::number(value, path, "bf16_tflops", 0.1, 1e6);
    card.tdpWatts = ji::number(value, path, "tdp_w", 1, 1e5);
    card.formFactor = ji::string(value, path, "form_factor");
    card.nvlinkGBps = ji::number(value, path, "nvlink_gbps", 0, 1e6);
    card.topoLink = ji::stringOr(value, path, "topo_link", {});
    card.ecc = ji::toBool(ji::require(value, path, "ecc"), ji::childPath(path, "ecc"));
    card.mig = ji::toBool(ji::require(value, path, "mig"), ji::childPath(path, "mig"));
    card.consumer = ji::boolOr(value, path, "consumer", false);
    card.bf16Native = ji::boolOr(value, path, "bf16_native", true);
    card.priceClass = int(ji::integerOr(value, path, "price_class", 0, 0, 10));
    return card;
}

} // namespace

std::optional<CardCatalog> CardCatalog::fromJson(const QByteArray& bytes, const QString& file, InputError* error)
{
    const auto document = ji::parse(bytes, file, error);
    if (!document)
        return std::nullopt;
    try {
        CardCatalog catalog;
        const ji::Json& cards = ji::require(*document, {}, "cards");
        ji::requireArray(cards, QStringLiteral("cards"));
        for (std::size_t i = 0; i < cards.size(); ++i) {
            const QString path = ji::indexPath(QStringLiteral("cards"), qsizetype(i));
            Card card = readCard(cards[i], path);
            if (catalog.find(card.id))
                ji::fail(ji::childPath(path, "id"),
                    QCoreApplication::translate("CardCatalog", "duplicate card id \"%1\"").arg(card.id));
            catalog.m_cards.append(std::move(card));
        }
        return catalog;
    } catch (const InputException& e) {
        if (error) {
            *error = e.error();
            error->file = file;
        }
        return std::nullopt;
    }
}

const CardCatalog& CardCatalog::builtIn()
{
    static const CardCatalog catalog = [] {
        QFile file(QStringLiteral(":/data/cards.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("built-in card catalog missing from resources");
        InputError error;
        auto parsed = fromJson(file.readAll(), file.fileName(), &error);
        if (!parsed)
            qFatal("built-in card catalog is invalid: %s", qPrintable(error.toString()));
        return *parsed;
    }();
    return catalog;
}

QString CardCatalog::nameOf(const QString& id)
{
    const Card* card = builtIn().find(id);
    return card ? card->name : id;
}

QString CardCatalog::label(const QString& id)
{
    if (id == QLatin1String("none"))
        return QCoreApplication::translate("rp::CardCatalog", "No GPU (CPU only)");
    return nameOf(id);
}

const Card* CardCatalog::find(const QString& id) const
{
    for (const Card& card : m_cards) {
        if (card.id == id)
            return &card;
    }
    return nullptr;
}

QStringList CardCatalog::ids() const
{
    QStringList result;
    result.reserve(m_cards.size());
    for (const Card& card : m_cards)
        result.append(card.id);
    return result;
}

} // namespace rp
