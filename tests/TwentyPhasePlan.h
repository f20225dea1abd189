#pragma once

// The 20-phase plan the speed targets are measured on (one 16 ms frame per edit): five fine-tuning projects of
// four phases each (data, trial, full training, evaluation), every phase with a workload so each is
// ranked, on eight offers of four cards, with self-built A100 machines to buy or own a baseline of.
#include "models/plan/Plan.h"

namespace rp::test {

inline Plan twentyPhases()
{
    Plan plan;
    const char* cards[] = { "a100-sxm-80g", "h100-sxm", "l40s", "rtx-4090" };
    for (int i = 0; i < 8; ++i) {
        Offer o;
        o.id = QStringLiteral("offer-%1").arg(i);
        o.card = QLatin1String(cards[i % 4]);
        o.cardsPerInstance = i % 2 ? 8 : 1;
        o.mode = i < 4 ? BillingMode::OnDemand : BillingMode::Monthly;
        o.pricePerCardHour = 4.0 + 5 * (i % 4);
        o.pricePerCardPeriod = 730 * o.pricePerCardHour * 0.6;
        o.billingIncrementHours = 1;
        o.storagePerMonth = 200;
        plan.offers.append(o);
    }
    SelfBuild s;
    s.card = QStringLiteral("a100-sxm-80g");
    s.capex = 1200000;
    s.residualFraction = 0.2;
    s.powerKw = 6.5;
    s.idlePowerKw = 1.5;
    s.electricityPerKwh = 0.8;
    s.hostingPerMonth = 6000;
    s.leadTimeDays = 30;
    s.delayCostPerDay = 500;
    plan.selfBuild = s;
    // Five fine-tuning projects of four phases, each phase with a workload (so each is ranked).
    const PhaseKind kinds[] = { PhaseKind::DataPrep, PhaseKind::Trial, PhaseKind::FullTraining, PhaseKind::Evaluation };
    for (int i = 0; i < 20; ++i) {
        Phase p;
        p.id = QStringLiteral("p%1").arg(i);
        p.name = p.id;
        p.kind = kinds[i % 4];
        p.card = QLatin1String(cards[0]);
        p.cards = i % 4 == 2 ? 32 : 2;
        p.gapDays = 1;
        p.repeats = i % 4 == 3 ? 5 : 1;
        Workload w;
        w.preset = i % 2 ? QStringLiteral("llama-2-13b") : QStringLiteral("llama-2-7b");
        if (i % 4 == 3) {
            w.estimate.task = Task::Inference;
            w.estimate.batch = 16;
            w.tokensIn = 2e6;
            w.tokensOut = 5e5;
        } else {
            w.estimate.task = i % 4 == 2 ? Task::Full : Task::Lora;
            w.tokens = i % 4 == 2 ? 2e9 : 2e7;
        }
        p.workload = w;
        plan.phases.append(p);
    }
    return plan;
}

} // namespace rp::test
