#include "models/planner/PhaseTemplates.h"

namespace rp {

namespace {

Phase make(const char* id, const QString& name, PhaseKind kind, const QString& card, int cards, double hours)
{
    Phase p;
    p.id = QLatin1String(id);
    p.name = name;
    p.kind = kind;
    p.card = card;
    p.cards = cards;
    p.hours = hours;
    return p;
}

} // namespace

QList<Phase> PhaseTemplates::fineTuning(const QString& card)
{
    // A fine-tuning project's usual shape: data work mostly on CPUs; trials on the target card for a few hours; the
    // training run on many cards for days; evaluation on one card, round after round.
    Phase prep = make("prep", tr("Data preparation"), PhaseKind::DataPrep, QLatin1String(Phase::kNoCard), 0, 24);
    Phase trial = make("trial", tr("Trial runs"), PhaseKind::Trial, card, 1, 4);
    trial.repeats = 3;
    trial.gapDays = 1;
    Phase train = make("train", tr("Full training"), PhaseKind::FullTraining, card, 8, 72);
    train.gapDays = 2;
    Phase eval = make("eval", tr("Evaluation"), PhaseKind::Evaluation, card, 1, 6);
    eval.repeats = 5;
    eval.gapDays = 1;
    return { prep, trial, train, eval };
}

Phase PhaseTemplates::blank(const QString& card)
{
    return make("phase", tr("New phase"), PhaseKind::Custom, card, 1, 8);
}

} // namespace rp
