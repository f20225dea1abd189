#pragma once

#include "models/common/InputError.h"
#include "models/plan/Plan.h"

#include <QString>

namespace rp::cli {

class ArgParser;

// The `<plan>` file every plan command takes first, and its --scenario.
namespace plan_argument {
// Adds the <plan> positional.
void add(ArgParser& parser);
// Reads the .rentplan file; throws InputException naming the file, line or field.
Plan load(const QString& file);
// Runs `evaluate` (which reads a scenario by name); a scenario the plan does not have is
// reported against the plan file and the --scenario option.
template <typename Evaluate> auto forScenario(const QString& file, Evaluate&& evaluate) -> decltype(evaluate())
{
    try {
        return evaluate();
    } catch (const InputException& e) {
        InputError named = e.error();
        named.file = file;
        named.where = QStringLiteral("--scenario");
        throw InputException(named);
    }
}
} // namespace plan_argument

} // namespace rp::cli
