#pragma once

#include "models/catalog/Card.h"
#include "models/procurement/MachineNeed.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace rp {

// One delivery-day check: the command to run on the rented machine and what it
// must print for this plan (docs/acceptance.md). Expected card names
// and memory are the ones nvidia-smi prints (catalog smi_name, memory_mib).
struct AcceptanceStep {
    QString key; // stable: "gpu_list", "topology", ...
    QString check;
    QString command;
    QString expected;
};

class AcceptanceProcedure {
    Q_DECLARE_TR_FUNCTIONS(AcceptanceProcedure)

public:
    static QList<AcceptanceStep> build(const MachineNeed& need, const Card& card);
    // `N × "NVIDIA H100 80GB HBM3", 81559 MiB each`: the line the first check expects.
    static QString expectedCards(const MachineNeed& need, const Card& card);
};

} // namespace rp
