// `rentplan rfq <plan> [--scenario NAME] -o request.csv|- [--force] [--lang zh_CN|en]`: the bill of
// quantities as a request for quotation, one line per machine to rent, the vendor's columns empty
// (docs/rfq.md).
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/PlanArgument.h"
#include "models/common/AppSettings.h"
#include "models/common/InputFile.h"
#include "models/common/OutputFile.h"
#include "models/common/OverwriteCheck.h"
#include "models/common/Translation.h"
#include "models/procurement/BillOfQuantities.h"
#include "models/procurement/RfqCsv.h"
#include "models/procurement/RfqXlsx.h"
#include "models/procurement/XlsxSheet.h"

#include <QFileInfo>

#include <QCoreApplication>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// A workbook is replaced only when it is an earlier request: its first sheet starts with the key "line".
void refuseOtherWorkbook(const QString& output)
{
    bool request = false;
    try {
        const SheetTable sheet = XlsxSheet::read(input_file::read(output, SheetTable::kMaxBytes), output);
        request = !sheet.rows.isEmpty() && sheet.rows.first().cell(0) == QLatin1String("line");
    } catch (const InputException&) {
    }
    if (!request)
        throw InputException(
            { output, {}, Text::tr("is a workbook but not a request for quotation; give --force to replace it") });
}

int runRfq(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("rfq"),
        Text::tr("Writes the plan's bill of quantities as a request for quotation (XLSX or CSV): one numbered line per "
                 "machine to rent, with its card, machines, dates, hours and acceptable substitutes, and empty "
                 "columns for the vendor's answer."));
    plan_argument::add(parser);
    parser.addValue({ QStringLiteral("o"), QStringLiteral("output") }, QStringLiteral("FILE"),
        Text::tr("The XLSX or CSV file to write (replaced only when the whole file is ready); - for CSV on "
                 "standard output."));
    parser.addFlag(QStringLiteral("force"), Text::tr("Replace an existing file that is not a request for quotation."));
    parser.addValue(QStringLiteral("scenario"), QStringLiteral("NAME"),
        Text::tr("Ask for one of the plan's scenarios instead of the plan as saved."));
    parser.addValue(QStringLiteral("lang"), QStringLiteral("zh_CN|en"),
        Text::tr("Language of the column names (default: the application's language)."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the plan file")).first();
    if (!parser.isSet(QStringLiteral("output")))
        throw UsageError(Text::tr("give the file to write with -o FILE (.xlsx or .csv)"));
    const QString output = parser.value(QStringLiteral("output"));
    const bool xlsx = output.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive);
    if (!xlsx && output != QLatin1String("-") && !output.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        throw UsageError(Text::tr("-o %1: give a .xlsx or .csv file, or - for standard output").arg(output));
    const QString chosen = AppSettings::value(AppSettings::Key::Language).toString();
    const QString language = parser.choice(
        QStringLiteral("lang"), chosen.isEmpty() ? Translation::systemLanguage() : chosen, Translation::languages());
    Translation::install(language);

    // Never over the plan itself, nor over another kind of file unless asked.
    if (output != QLatin1String("-"))
        OverwriteCheck::check(output, file, xlsx ? QByteArray("PK\x03\x04") : RfqCsv::magic(),
            Text::tr("request for quotation"), parser.isSet(QStringLiteral("force")));
    if (xlsx && !parser.isSet(QStringLiteral("force")) && QFileInfo(output).isFile() && QFileInfo(output).size() > 0)
        refuseOtherWorkbook(output);
    const Plan plan = plan_argument::load(file);
    const QString scenario = parser.value(QStringLiteral("scenario"));
    const QList<BillLine> lines
        = plan_argument::forScenario(file, [&] { return BillOfQuantities::build(plan, scenario); });
    OutputFile out(output, OutputFile::Dash::IsStandardOutput);
    out.write(xlsx ? RfqXlsx::write(lines, plan.currency, plan.procurementTerms(scenario))
                   : RfqCsv::write(lines, plan.currency));
    out.commit();
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add({ "rfq",
    QT_TRANSLATE_NOOP("Cli", "the plan's bill of quantities as a request for quotation (XLSX or CSV)"), 58, &runRfq });

} // namespace

} // namespace rp::cli
