// `rentplan cards [--json]`: the card catalog.
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/TextColumns.h"
#include "models/catalog/CardCatalog.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli {

namespace {

nlohmann::json cardJson(const Card& card)
{
    return {
        { "id", card.id.toStdString() },
        { "name", card.name.toStdString() },
        { "memory_mib", card.memoryMiB },
        { "memory_bytes", card.memoryBytes() },
        { "bandwidth_gbps", card.bandwidthGBps },
        { "bf16_tflops", card.bf16Tflops },
        { "tdp_w", card.tdpWatts },
        { "form_factor", card.formFactor.toStdString() },
        { "nvlink_gbps", card.nvlinkGBps },
        { "ecc", card.ecc },
        { "mig", card.mig },
        { "consumer", card.consumer },
        { "price_class", card.priceClass },
    };
}

int runCards(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("cards"), QCoreApplication::translate("Cli", "Lists the GPU card catalog."));
    parser.addFlag(QStringLiteral("json"), QCoreApplication::translate("Cli", "Print JSON instead of a table."));
    if (!parser.parse(args, io))
        return kExitOk;
    parser.requirePositional(0, {});

    const CardCatalog& catalog = CardCatalog::builtIn();
    if (parser.isSet(QStringLiteral("json"))) {
        const SourceLanguage english(true);
        nlohmann::json cards = nlohmann::json::array();
        for (const Card& card : catalog.cards())
            cards.push_back(cardJson(card));
        printJson(io.out, cards);
        return kExitOk;
    }
    const QLocale locale;
    QList<QStringList> rows = { { QCoreApplication::translate("Cli", "Id"), QCoreApplication::translate("Cli", "Name"),
        QCoreApplication::translate("Cli", "Memory"), QCoreApplication::translate("Cli", "BF16"),
        QCoreApplication::translate("Cli", "Form factor") } };
    for (const Card& card : catalog.cards()) {
        rows.append({ card.id, card.name, locale.toString(card.memoryMiB) + QStringLiteral(" MiB"),
            locale.toString(card.bf16Tflops, 'f', 0) + QStringLiteral(" TFLOP/s"), card.formFactor });
    }
    for (const QString& line : alignColumns(rows, { false, false, true, true, false }))
        io.out << line << '\n';
    return kExitOk;
}

[[maybe_unused]] const bool registered
    = Registry::add({ "cards", QT_TRANSLATE_NOOP("Cli", "list the GPU card catalog"), 30, &runCards });

} // namespace

} // namespace rp::cli
