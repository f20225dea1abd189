#include "models/report/ReportSections.h"

#include "models/common/Units.h"
#include "models/plan/PhaseKinds.h"
#include "models/planner/Scaling.h"
#include "models/planner/WorkloadHours.h"
#include "models/quote/QuoteRules.h"

#include <QLocale>

namespace rp {

using namespace report;

Section ReportSections::assumptions(const Plan& plan, const MachineNeed& need, const ProjectResult* result)
{
    Section s;
    s.title = tr("Assumptions and formulas");
    const QLocale locale;
    Table values;
    values.header = { tr("Assumption"), tr("Value"), tr("Where it comes from") };
    values.widths = { 1.4, 1.0, 2.0 };
    values.rows.append({ tr("Prices"), plan.examplePrices ? tr("examples") : tr("quotes"),
        plan.examplePrices ? tr("Placeholders shipped with RentPlan, not market prices: replace them with quotes")
                           : tr("Typed from the providers' quotes") });
    values.rows.append({ tr("Contingency"), locale.toString(plan.contingency * 100, 'f', 0) + QStringLiteral(" %"),
        tr("The plan's contingency field, added to the budget") });
    values.rows.append({ tr("Model FLOPs utilization (MFU)"),
        tr("%1 (QLoRA %2)")
            .arg(locale.toString(WorkloadHours::kDefaultMfu, 'f', 2),
                locale.toString(WorkloadHours::kDefaultMfu * WorkloadHours::kQloraMfuShare, 'f', 2)),
        tr("Share of the card's peak bf16 throughput a training run reaches; a phase may set its own") });
    // The c of S(n) = n / (1 + (n − 1)·c) follows the links a split's traffic crosses (docs/plan-format.md).
    values.rows.append({ tr("Scaling coefficient c inside one machine"),
        tr("NVLink %1, PCIe %2")
            .arg(locale.toString(scaling::kNvlink, 'f', 3), locale.toString(scaling::kPcie, 'f', 3)),
        tr("S(8) ≈ 7.9 with NVLink and ≈ 5.5 over PCIe, as 5–6× is reported for 8 PCIe cards") });
    values.rows.append(
        { tr("Scaling coefficient c between machines"), locale.toString(scaling::kAcrossMachines, 'f', 1),
            tr("Gradients, ZeRO-3 weight gathers and tensor parallelism crossing an unknown or ordinary network; a "
               "machine boundary is never faster than the cards' own link") });
    values.rows.append({ tr("Scaling coefficient c on a fast fabric"), tr("as inside the machine"),
        tr("InfiniBand or RoCE, or at least %1 Gbit/s between machines, as an offer or quote states it")
            .arg(locale.toString(scaling::kFastFabricGbps, 'f', 0)) });
    values.rows.append({ tr("Scaling coefficient c, adapters only"), locale.toString(scaling::kAdapters, 'f', 3),
        tr("LoRA and QLoRA replicas that keep whole weights send only the adapters' gradients, on any link") });
    if (plan.selfBuild)
        values.rows.append({ tr("Resale below book value"),
            locale.toString(plan.selfBuild->resaleDiscount * 100, 'f', 0) + QStringLiteral(" %"),
            tr("The second-hand market pays well below straight-line book value") });
    values.rows.append(
        { tr("Calendar"), tr("1 month = %1 h, 1 year = %2 h").arg(units::kHoursPerMonth).arg(units::kHoursPerYear),
            tr("8 760 hours a year spread over 12 months") });
    values.rows.append({ tr("CPU and RAM per GPU"),
        tr("%1 cores, %2 GB").arg(MachineNeed::kCoresPerGpu).arg(MachineNeed::kRamGbPerGpu),
        tr("The lower end of the usual 8–16 cores and 64–128 GB per GPU") });
    auto speedWith = [&locale](int coresPerGpu) { // QuoteRules::cpuFactor on a one-card machine
        Quote q;
        q.cardsPerMachine = 1;
        q.cpuCores = coresPerGpu;
        return locale.toString(QuoteRules::cpuFactor(q) * 100, 'f', 0);
    };
    values.rows.append({ tr("CPU cores per GPU in a quote"),
        tr("speed × min(1, √(cores per GPU / %1))").arg(QuoteRules::kMinCoresPerGpu),
        tr("Too few cores starve data loading; a smooth curve: %1 cores per GPU keep %2 % of the speed, %3 cores "
           "%4 %")
            .arg(QuoteRules::kMinCoresPerGpu - 1)
            .arg(speedWith(QuoteRules::kMinCoresPerGpu - 1))
            .arg(QuoteRules::kMinCoresPerGpu / 2)
            .arg(speedWith(QuoteRules::kMinCoresPerGpu / 2)) });
    values.rows.append({ tr("Checkpoints kept on local disk"), QString::number(MachineNeed::kCheckpointsKept),
        tr("Keep the last three to five, in case the newest one was cut off while saving") });
    values.rows.append({ tr("Model download"),
        tr("within %1 h, %2 Mbit/s")
            .arg(MachineNeed::kDownloadHours)
            .arg(locale.toString(need.minDownloadMbps(), 'f', 0)),
        tr("At 100 Mbit/s a 140 GB model takes about 3 hours; at 1 Gbit/s about 20 minutes") });
    s.blocks.append(table(values));

    // What each phase's hours were computed with: the c inside or between machines, FLOPs per token.
    if (result && !result->phases.isEmpty()) {
        s.blocks.append(paragraph(tr("What each phase's hours were computed with:"), Paragraph::Style::Strong));
        s.blocks.append(phaseAssumptions(plan, *result));
    }

    // Phases that do not set their utilization take their kind's default: the busy share of billed time.
    const Project project = plan.project.value_or(Project {});
    Table utilization;
    utilization.header = { tr("Kind of phase"), tr("Default utilization"), tr("Why") };
    utilization.columns = { Table::Column::Text, Table::Column::Number, Table::Column::Text };
    utilization.widths = { 1.2, 0.8, 2.4 };
    for (PhaseKind kind : PhaseKinds::all())
        utilization.rows.append({ PhaseKinds::label(kind),
            locale.toString(PhaseKinds::defaultUtilization(kind, project) * 100, 'f', 0) + QStringLiteral(" %"),
            PhaseKinds::utilizationReason(kind, project) });
    s.blocks.append(
        paragraph(tr("Default utilization by kind of phase (a phase may set its own):"), Paragraph::Style::Strong));
    s.blocks.append(table(utilization));

    Table formulas;
    formulas.header = { tr("Quantity"), tr("Formula"), tr("Source") };
    formulas.widths = { 1.1, 2.3, 1.3 };
    formulas.rows.append({ tr("Training memory per parameter"),
        tr("2 (bf16 weights) + 2 (gradients) + 12 (fp32 master weights, Adam m and v) = 16 bytes; ZeRO stage k "
           "divides the sharded parts by the data-parallel count"),
        tr("Rajbhandari et al. 2019, ZeRO") });
    formulas.rows.append({ tr("Activations per layer"),
        tr("s·b·h·(34 + 5·a·s/h) bytes; FlashAttention drops the "
           "second term; full recomputation keeps 2·s·b·h"),
        tr("Korthikanti et al. 2022") });
    formulas.rows.append({ tr("KV cache"), tr("2 · layers · KV heads · head dim · bytes · context · batch"),
        tr("Transformer attention") });
    formulas.rows.append({ tr("Training compute"),
        tr("FLOPs = 6 · P · tokens (8 · P with full recomputation); LoRA and QLoRA 4 · P (6 · P with "
           "recomputation)"),
        tr("Kaplan et al. 2020; Narayanan et al. 2021") });
    formulas.rows.append(
        { tr("Multi-card scaling"), tr("S(n) = n / (1 + (n − 1) · c); hours = FLOPs / (n · peak · MFU · S(n)/n)"),
            tr("Fitted to 5–6× on 8 PCIe cards") });
    formulas.rows.append(
        { tr("Billed time"), tr("max(minimum, ceil(T / step) · step)"), tr("The offer's billing rules") });
    formulas.rows.append({ tr("Spot checkpoint interval"),
        tr("τ = √(2CM)·[1 + (1/3)·√(C/2M) + (C/2M)/9] − C, M = 1/λ; wall time T·(1 + C/τ)/(1 − λ·(τ/2 + R))"),
        tr("Daly 2006; Young 1974") });
    formulas.rows.append({ tr("Owned cost per card-hour"),
        tr("(depreciation + hosting + staff + maintenance + energy per month) / (cards · 730 · utilization)"),
        tr("Total cost of ownership") });
    formulas.rows.append({ tr("Break-even"),
        tr("The duration (or utilization) at which two cost curves cross, "
           "solved exactly on each linear piece"),
        tr("The billing rules above") });
    s.blocks.append(table(formulas));
    return s;
}

} // namespace rp
