// `rentplan export <plan> -o out.pdf|- [--force] [--scenario NAME] [--lang zh_CN|en] [--page-size A4|Letter]`:
// the procurement PDF of a plan, written atomically (or to standard output).
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/PlanArgument.h"
#include "app/module/GuiModule.h"
#include "models/common/AppSettings.h"
#include "models/common/OverwriteCheck.h"
#include "models/common/Translation.h"
#include "models/report/ReportBuilder.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

int runExport(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("export"),
        Text::tr("Writes the plan as a PDF for procurement: requirement, recommended configuration, budget, "
                 "billing comparison, quote checklist and delivery-day acceptance procedure."));
    plan_argument::add(parser);
    parser.addValue({ QStringLiteral("o"), QStringLiteral("output") }, QStringLiteral("FILE"),
        Text::tr("The PDF to write (replaced only when the whole file is ready); - for standard output."));
    parser.addFlag(QStringLiteral("force"), Text::tr("Replace an existing file that is not a PDF."));
    parser.addValue(QStringLiteral("scenario"), QStringLiteral("NAME"),
        Text::tr("Export one of the plan's scenarios instead of the plan as saved."));
    parser.addValue(QStringLiteral("lang"), QStringLiteral("zh_CN|en"),
        Text::tr("Language of the document (default: the application's language)."));
    parser.addValue(QStringLiteral("page-size"), QStringLiteral("A4|Letter"), Text::tr("Paper size (default A4)."));
    parser.addValue(QStringLiteral("author"), QStringLiteral("NAME"),
        Text::tr("Author named on the cover (default: the one the window's last export kept)."));
    parser.addValue(QStringLiteral("organisation"), QStringLiteral("NAME"),
        Text::tr("Organisation named on the cover (default: the one the window's last export kept)."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the plan file")).first();
    if (!parser.isSet(QStringLiteral("output")))
        throw UsageError(Text::tr("give the PDF to write with -o FILE"));
    const QString output = parser.value(QStringLiteral("output"));
    const QString chosen = AppSettings::value(AppSettings::Key::Language).toString();
    const QString language = parser.choice(
        QStringLiteral("lang"), chosen.isEmpty() ? Translation::systemLanguage() : chosen, Translation::languages());
    const QString pageName = parser.choice(
        QStringLiteral("page-size"), QStringLiteral("A4"), { QStringLiteral("A4"), QStringLiteral("Letter") });
    Translation::install(language);

    // Never over the plan itself, nor over another kind of file unless asked.
    if (output != QLatin1String("-"))
        OverwriteCheck::check(output, file, "%PDF-", Text::tr("PDF"), parser.isSet(QStringLiteral("force")));
    const Plan plan = plan_argument::load(file);
    ReportOptions options;
    options.scenario = parser.value(QStringLiteral("scenario"));
    // The cover's names: given here, else those the window's last export kept.
    options.author = parser.isSet(QStringLiteral("author"))
        ? parser.value(QStringLiteral("author"))
        : AppSettings::value(AppSettings::Key::ReportAuthor).toString();
    options.organisation = parser.isSet(QStringLiteral("organisation"))
        ? parser.value(QStringLiteral("organisation"))
        : AppSettings::value(AppSettings::Key::ReportOrganisation).toString();
    const report::ReportContent content = ReportBuilder::build(plan, options);

    QString message;
    // Drawn by the window's library (app/module/), which main() loaded for this command.
    if (!gui_module::entry().writePdf(content, pageName, output, true, &message))
        throw UsageError(Text::tr("cannot write %1: %2").arg(QFileInfo(output).filePath(), message));
    return kExitOk;
}

[[maybe_unused]] const bool registered
    = Registry::add({ "export", QT_TRANSLATE_NOOP("Cli", "the plan as a PDF for procurement"), 60, &runExport, true });

} // namespace

} // namespace rp::cli
