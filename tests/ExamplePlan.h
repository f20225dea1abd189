#pragma once

// An example plan shipped in resources/data/examples/, read through the real file reader; a plan
// that does not load ends the test run with the reader's message.
#include "models/plan/PlanFormat.h"

#include <QString>

#include <optional>

namespace rp::test {

inline Plan example(const char* name)
{
    InputError error;
    const std::optional<Plan> plan = PlanFormat::load(
        QStringLiteral(RENTPLAN_SOURCE_DIR "/resources/data/examples/") + QLatin1String(name), &error);
    if (!plan)
        qFatal("%s", qPrintable(error.toString()));
    return *plan;
}

} // namespace rp::test
