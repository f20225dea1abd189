#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace rp {

// The tasks the ledger knows by key ("lora", "full-finetune"), shown by name in the
// user's language. Any other text is a task too, stored and shown as typed.
class JobTasks {
    Q_DECLARE_TR_FUNCTIONS(JobTasks)

public:
    static QStringList keys();
    // The name of a known key, or of a phase kind's key (PhaseKinds: a job recorded from a
    // plan phase); other text comes back unchanged.
    static QString label(const QString& task);
};

} // namespace rp
