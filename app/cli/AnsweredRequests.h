#pragma once

#include "app/cli/CliCommand.h"
#include "models/plan/Plan.h"

namespace rp::cli {

// `rentplan quotes <plan> --sheet answered.xlsx|csv [--sheet …] [--scenario NAME] [--json]
// [--skip-bad-lines] [--add-to-plan]`: vendors' answers to the plan's request for quotation compared
// on the cost to finish, line by line, with the cheapest complete award (docs/rfq.md).
struct AnsweredRequestOptions {
    QString planFile;
    QStringList sheets;
    QString scenario;
    bool json = false;
    bool skipBadLines = false;
    bool addToPlan = false;
};
int runAnsweredRequests(const Plan& plan, const AnsweredRequestOptions& options, Io& io);

} // namespace rp::cli
