// `rentplan accept-script <plan> [--quote ID] [--data-dir DIR] [--disk-test-mib N] [--url URL]`:
// prints the read-only bash script that captures what `rentplan accept` checks.
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/PlanArgument.h"
#include "models/accept/Expectation.h"
#include "models/toolkit/AcceptanceScript.h"

#include <QCoreApplication>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

int runAcceptScript(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("accept-script"),
        Text::tr("Prints a bash script to run on each rented machine. It only reads (nvidia-smi, lscpu, free, df, "
                 "nproc, a dd test on its own temporary file, an optional download) and writes one file for "
                 "\"rentplan accept\"."));
    plan_argument::add(parser);
    parser.addValue(QStringLiteral("quote"), QStringLiteral("ID"), Text::tr("The quote the machine was rented on."));
    parser.addValue(QStringLiteral("data-dir"), QStringLiteral("DIR"),
        Text::tr("Folder on the data disk for the dd test (default /data)."));
    parser.addValue(QStringLiteral("disk-test-mib"), QStringLiteral("N"),
        Text::tr("Size of the dd test file in MiB, 0 for no disk test (default 2048)."));
    parser.addValue(
        QStringLiteral("url"), QStringLiteral("URL"), Text::tr("A large file to download for the network test."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QString file = parser.requirePositional(1, Text::tr("the plan file")).first();
    const Plan plan = plan_argument::load(file);
    toolkit::AcceptanceScriptOptions o;
    o.planName = plan.name;
    if (parser.isSet(QStringLiteral("data-dir")))
        o.dataDir = parser.value(QStringLiteral("data-dir"));
    o.diskTestMiB = int(parser.integer(QStringLiteral("disk-test-mib"), o.diskTestMiB, 0, 1024 * 1024));
    o.downloadUrl = parser.value(QStringLiteral("url"));
    io.out << toolkit::AcceptanceScript::generate(
        accept::Expectation::forPlan(plan, parser.value(QStringLiteral("quote"))), o);
    return kExitOk;
}

[[maybe_unused]] const bool registered = Registry::add({ "accept-script",
    QT_TRANSLATE_NOOP("Cli", "print the read-only capture script for delivery acceptance"), 85, &runAcceptScript });

} // namespace

} // namespace rp::cli
