#include "app/cli/PlanArgument.h"

#include "app/cli/ArgParser.h"
#include "models/plan/PlanFormat.h"

#include <QCoreApplication>

namespace rp::cli::plan_argument {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

void add(ArgParser& parser)
{
    parser.addPositional(QStringLiteral("plan"), Text::tr("The .rentplan file."), QStringLiteral("<plan>"));
}

Plan load(const QString& file)
{
    InputError error;
    std::optional<Plan> plan = PlanFormat::load(file, &error);
    if (!plan)
        throw InputException(error);
    return std::move(*plan);
}

} // namespace rp::cli::plan_argument
