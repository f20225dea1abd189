#include "models/ledger/JobTasks.h"

#include "models/plan/PhaseKinds.h"

namespace rp {

namespace {

struct TaskName {
    const char* key;
    const char* label;
};

const TaskName kTasks[] = {
    { "inference", QT_TRANSLATE_NOOP("JobTasks", "inference") },
    { "lora", QT_TRANSLATE_NOOP("JobTasks", "LoRA fine-tune") },
    { "qlora", QT_TRANSLATE_NOOP("JobTasks", "QLoRA fine-tune") },
    { "full-finetune", QT_TRANSLATE_NOOP("JobTasks", "full fine-tune") },
    { "pretraining", QT_TRANSLATE_NOOP("JobTasks", "pre-training") },
    { "evaluation", QT_TRANSLATE_NOOP("JobTasks", "evaluation") },
    { "data-prep", QT_TRANSLATE_NOOP("JobTasks", "data preparation") },
};

} // namespace

QStringList JobTasks::keys()
{
    QStringList result;
    for (const TaskName& t : kTasks)
        result.append(QLatin1String(t.key));
    return result;
}

QString JobTasks::label(const QString& task)
{
    for (const TaskName& t : kTasks) {
        if (task == QLatin1String(t.key))
            return tr(t.label);
    }
    // A job recorded from a plan phase names the phase's kind ("full_training").
    if (const std::optional<PhaseKind> kind = PhaseKinds::fromKey(task))
        return PhaseKinds::label(*kind);
    return task;
}

} // namespace rp
