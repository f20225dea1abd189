#include "models/accept/AcceptanceReport.h"

namespace rp::accept {

Verdict AcceptanceReport::overall() const
{
    bool cannotTell = false;
    auto visit = [&](const QList<ItemResult>& items) {
        for (const ItemResult& item : items) {
            if (item.verdict == Verdict::Fail)
                return true;
            cannotTell = cannotTell || item.verdict == Verdict::CannotTell;
        }
        return false;
    };
    for (const MachineResult& machine : machines) {
        if (visit(machine.items))
            return Verdict::Fail;
    }
    if (visit(acrossMachines))
        return Verdict::Fail;
    return cannotTell || machines.isEmpty() ? Verdict::CannotTell : Verdict::Pass;
}

QString AcceptanceText::itemLabel(const QString& key)
{
    if (key == u"card_model")
        return tr("Card model");
    if (key == u"card_count")
        return tr("Number of cards");
    if (key == u"memory_per_card")
        return tr("Memory per card");
    if (key == u"nvlink")
        return tr("Links between cards");
    if (key == u"mig")
        return tr("MIG slicing");
    if (key == u"foreign_processes")
        return tr("Cards free of other processes");
    if (key == u"driver")
        return tr("Driver version");
    if (key == u"cpu_per_gpu")
        return tr("CPU cores per card");
    if (key == u"ram_per_gpu")
        return tr("RAM per card");
    if (key == u"disk_size")
        return tr("Local disk size");
    if (key == u"disk_throughput")
        return tr("Disk read speed");
    if (key == u"network")
        return tr("Download speed");
    if (key == u"machine_count")
        return tr("Machines captured");
    if (key == u"same_on_every_machine")
        return tr("Same on every machine");
    return key;
}

QString AcceptanceText::verdictKey(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return QStringLiteral("pass");
    case Verdict::Fail:
        return QStringLiteral("fail");
    case Verdict::CannotTell:
        break;
    }
    return QStringLiteral("cannot_tell");
}

QString AcceptanceText::verdictLabel(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return tr("pass");
    case Verdict::Fail:
        return tr("FAIL");
    case Verdict::CannotTell:
        break;
    }
    return tr("cannot tell");
}

} // namespace rp::accept
