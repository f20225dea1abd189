#include "models/memory/TrainingFlops.h"

namespace rp {

double trainingFlopsPerParameter(Task task, Recompute recompute)
{
    if (task == Task::Inference)
        return 0.0;
    const bool frozenBase = task == Task::Lora || task == Task::Qlora;
    const double forward = 2.0, backward = frozenBase ? 2.0 : 4.0;
    // Selective recomputation repeats only the attention core's softmax and dropout (Korthikanti et al.
    // 2022), which this count leaves out like the attention FLOPs themselves; full recomputation repeats
    // the whole forward.
    return forward + backward + (recompute == Recompute::Full ? forward : 0.0);
}

double trainingTimeShare(Task task, Recompute recompute, Recompute reference)
{
    const double base = trainingFlopsPerParameter(task, reference);
    return base > 0 ? trainingFlopsPerParameter(task, recompute) / base : 1.0;
}

} // namespace rp
