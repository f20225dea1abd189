// `rentplan accept <plan> <captured-file-or-folder> [--quote ID] [--json]`: delivery acceptance
// of a rented machine from the output of nvidia-smi, lscpu, free, df, nproc and the acceptance script.
// Exit 0 when every item passes, 1 when any fails or cannot be told, 2 on bad input.
#include "app/cli/AcceptText.h"
#include "app/cli/ArgParser.h"
#include "app/cli/CliCommand.h"
#include "app/cli/JsonOutput.h"
#include "app/cli/PlanArgument.h"
#include "models/accept/AcceptanceCheck.h"
#include "models/accept/CaptureReader.h"

#include <QCoreApplication>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

constexpr int kExitNotAccepted = 1;

int runAccept(const QStringList& args, Io& io)
{
    ArgParser parser(QStringLiteral("accept"),
        Text::tr("Checks a rented machine against the plan: card model and count, memory, NVLink, MIG, foreign "
                 "processes, driver, CPU and RAM per card, disk and network. Give the saved output of nvidia-smi, "
                 "lscpu, free -g, df -h, nproc (or the acceptance script's file); a folder holds one file or "
                 "sub-folder per machine. Exit code 0: all pass; 1: something fails or cannot be told; 2: bad input."));
    plan_argument::add(parser);
    parser.addPositional(QStringLiteral("captures"), Text::tr("A capture file or a folder of them."),
        QStringLiteral("<captured-file-or-folder>"));
    parser.addValue(QStringLiteral("quote"), QStringLiteral("ID"),
        Text::tr("Check against this quote of the plan (default: what the plan's peak phase needs: its cards of one "
                 "model, on any machines)."));
    parser.addFlag(QStringLiteral("json"), Text::tr("Print JSON."));
    if (!parser.parse(args, io))
        return kExitOk;
    const QStringList files = parser.requirePositional(2, Text::tr("the plan file and the captures"));

    const Plan plan = plan_argument::load(files.at(0));
    const bool asJson = parser.isSet(QStringLiteral("json"));
    // The expectation's texts (its basis) go into the JSON too.
    const accept::Expectation expected = inSourceLanguage(asJson, [&] {
        try {
            return accept::Expectation::forPlan(plan, parser.value(QStringLiteral("quote")));
        } catch (const InputException& e) {
            InputError named = e.error();
            if (named.where.isEmpty())
                named.file = files.at(0);
            throw InputException(named);
        }
    });
    InputError error;
    const std::optional<QList<accept::MachineFacts>> machines = accept::CaptureReader::load(files.at(1), &error);
    if (!machines)
        throw InputException(error);

    // Every input is read: from here on, JSON's texts (what each item expected and found) are English.
    const SourceLanguage english(asJson);
    const accept::AcceptanceReport report = accept::AcceptanceCheck::run(expected, *machines);
    if (asJson)
        printJson(io.out, accept_text::toJson(report));
    else
        accept_text::print(io.out, report);
    return report.overall() == accept::Verdict::Pass ? kExitOk : kExitNotAccepted;
}

[[maybe_unused]] const bool registered = Registry::add({ "accept",
    QT_TRANSLATE_NOOP("Cli", "check a rented machine against the plan (pass/fail per item)"), 80, &runAccept });

} // namespace

} // namespace rp::cli
