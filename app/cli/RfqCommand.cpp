// `rentplan rfq <plan> [--scenario NAME] -o request.csv|- [--force] [--lang zh_CN|en]`: the bill of
// quantities as a request for quotation, one line per machine to rent, the vendor's columns empty
// (docs/rfq.md).
#include "cli/ArgParser.h"
#include "cli/CliCommand.h"
#include "cli/PlanArgument.h"
#include "common/AppSettings.h"
#include "common/OutputFile.h"
#include "common/OverwriteCheck.h"
#include "common/Translation.h"
#include "procurement/BillOfQuantities.h"
#include "procurement/RfqCsv.h"

#include <QCoreApplication>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

int runRfq(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("rfq"),
        Text::tr("Writes the plan's bill of quantities as a request for quotation (CSV): one numbered line per "
                 "machine to rent, with its card, machines, dates, hours and acceptable substitutes, and empty "
                 "columns for the vendor's answer."));
    plan_argument::add(parser);
    parser.addValue({ QStringLiteral("o"), QStringLiteral("output") }, QStringLiteral("FILE"),
        Text::tr("The CSV file to write (replaced only when the whole file is ready); - for standard output."));
    parser.addFlag(QStringLiteral("force"), Text::tr("Replace an existing file that is not a request for quotation."));
    parser.addValue(QStringLiteral("scenario"), QStringLiteral("NAME"),
        Text::tr("Ask for one of the plan's scenarios instead of the plan as saved."));
    parser.addValue(QStringLiteral("lang"), QStringLiteral("zh_CN|en"),
        Text::tr("Language of the column names (default: the application's language)."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the plan file")).first();
    if (!parser.isSet(QStringLiteral("output")))
        throw UsageError(Text::tr("give the CSV file to write with -o FILE"));
    const QString output = parser.value(QStringLiteral("output"));
    if (output.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        throw UsageError(Text::tr("-o %1: XLSX is not supported yet; write a .csv file").arg(output));
    if (output != QLatin1String("-") && !output.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        throw UsageError(Text::tr("-o %1: give a .csv file, or - for standard output").arg(output));
    const QString chosen = AppSettings::value(AppSettings::Key::Language).toString();
    const QString language = parser.choice(
        QStringLiteral("lang"), chosen.isEmpty() ? Translation::systemLanguage() : chosen, Translation::languages());
    Translation::install(language);

    // Never over the plan itself, nor over another kind of file unless asked.
    if (output != QLatin1String("-"))
        OverwriteCheck::check(
            output, file, RfqCsv::magic(), Text::tr("request for quotation"), parser.isSet(QStringLiteral("force")));
    const Plan plan = plan_argument::load(file);
    const QString scenario = parser.value(QStringLiteral("scenario"));
    const QList<BillLine> lines
        = plan_argument::forScenario(file, [&] { return BillOfQuantities::build(plan, scenario); });
    OutputFile out(output, OutputFile::Dash::IsStandardOutput);
    out.write(RfqCsv::write(lines, plan.currency));
    out.commit();
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add(
    { "rfq", QT_TRANSLATE_NOOP("Cli", "the plan's bill of quantities as a request for quotation (CSV)"), 58, &runRfq });

} // namespace

} // namespace rp::cli
