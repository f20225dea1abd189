#include "models/quote/QuoteRules.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "models/plan/BillingMode.h"
#include "models/quote/QuoteMachine.h"

#include <QLocale>

#include <cmath>

namespace rp {

namespace {

QString number(double value, int decimals = 1)
{
    return QLocale().toString(value, 'f', decimals);
}

QuoteFinding shortfall(const char* rule, const QString& text, std::optional<double> value = {})
{
    return { QLatin1String(rule), QuoteFinding::Kind::Shortfall, text, QuoteRules::basis(QLatin1String(rule)), value };
}

QuoteFinding question(const char* rule, const QString& text)
{
    return { QLatin1String(rule), QuoteFinding::Kind::Question, text, QuoteRules::basis(QLatin1String(rule)),
        std::nullopt };
}

} // namespace

double QuoteRules::extraHoursShare(const Quote& q)
{
    const Card* card = CardCatalog::builtIn().find(q.card);
    const int n = q.totalCards();
    if (!card || n < 2)
        return 0;
    // The planner's hours scale with 1 / S(n): against the same machines NVLinked and joined by a
    // fast fabric, S_best(n) / S(n) − 1 more hours (a full fine-tune: LoRA syncs only adapters).
    return bestSpeedup(q) / speedup(q) - 1.0;
}

double QuoteRules::speedup(const Quote& q)
{
    const Card* card = CardCatalog::builtIn().find(q.card);
    return card ? scaling::clusterSpeedup(q.totalCards(), quote_machine::links(q, *card), *card, Task::Full) : 0.0;
}

double QuoteRules::bestSpeedup(const Quote& q)
{
    const Card* card = CardCatalog::builtIn().find(q.card);
    return card ? scaling::clusterSpeedup(q.totalCards(), quote_machine::bestLinks(q), *card, Task::Full) : 0.0;
}

double QuoteRules::cpuFactor(const Quote& q)
{
    if (!q.cpuCores)
        return 1.0;
    // docs/quotes.md "CPU cores per GPU": the cards compute at √(cores per GPU / 8) of their speed, up
    // to full speed at the recommended 8 cores per GPU; 2 per GPU (a 16-core 8-card machine) gives
    // the half speed reported for such machines. Smooth, so one core fewer costs a few per cent, not half.
    const double perGpu = double(*q.cpuCores) / q.cardsPerMachine;
    return std::min(1.0, std::sqrt(perGpu / kMinCoresPerGpu));
}

QList<QuoteFinding> QuoteRules::check(const Quote& q, const QuoteUse& use)
{
    QList<QuoteFinding> out;
    const Card* card = CardCatalog::builtIn().find(q.card);
    const int n = q.totalCards();
    const int perMachine = q.cardsPerMachine;

    // "A100 80G" without SXM or PCIe is the first question to ask: only SXM cards are NVLinked.
    if (q.formFactor == FormFactor::Unknown)
        out.append(question("form_factor",
            tr("The quote does not say SXM or PCIe: the same card name covers both, and only SXM has NVLink.")));
    if (perMachine > 1 && q.interconnect == Interconnect::Unknown)
        out.append(question("interconnect",
            tr("Ask how the %1 cards are linked (NVSwitch, NVLink bridges or PCIe only); check with nvidia-smi topo -m "
               "on delivery.")
                .arg(perMachine)));
    if (card && use.multiCardTraining && n > 1) {
        const double extra = extraHoursShare(q);
        if (q.machines > 1 && !quote_machine::hasFastFabric(q)) {
            out.append(shortfall("slow_fabric",
                tr("%1 machines without InfiniBand/RoCE or %2 Gbit/s between them: multi-machine training over "
                   "such a network barely works. The hours model's S(%3) ≈ %4 instead of %5, "
                   "+%6 % hours, is the least it costs.")
                    .arg(q.machines)
                    .arg(kFastFabricGbps)
                    .arg(n)
                    .arg(number(speedup(q)), number(bestSpeedup(q)), number(extra * 100, 0)),
                extra * 100));
        } else if (!quote_machine::linkedByNvlink(q, *card)) {
            out.append(shortfall("pcie_no_nvlink",
                tr("PCIe without NVLink for multi-card training: S(%1) ≈ %2 instead of %3, +%4 % hours. Two NVLinked "
                   "4-card machines usually beat one 8-card PCIe machine.")
                    .arg(n)
                    .arg(number(speedup(q)), number(bestSpeedup(q)), number(extra * 100, 0)),
                extra * 100));
        }
    }
    if (q.cpuCores) {
        const double perGpu = double(*q.cpuCores) / perMachine;
        if (perGpu < kMinCoresPerGpu)
            out.append(shortfall("cpu_per_gpu",
                tr("%1 CPU cores for %2 GPUs (%3 per GPU): data loading will starve the cards, which compute at "
                   "about %4 % of their speed (full speed from 8 cores per GPU; 8–16 is the usual advice).")
                    .arg(*q.cpuCores)
                    .arg(perMachine)
                    .arg(number(perGpu))
                    .arg(number(cpuFactor(q) * 100, 0)),
                perGpu));
    } else {
        out.append(question("cpu_per_gpu",
            tr("The quote does not give the CPU cores; ask for at least %1 (8 per GPU).")
                .arg(kMinCoresPerGpu * perMachine)));
    }
    if (q.ramGb) {
        const double perGpu = *q.ramGb / perMachine;
        if (perGpu < kMinRamGbPerGpu)
            out.append(shortfall("ram_per_gpu",
                tr("%1 GB of RAM for %2 GPUs (%3 GB per GPU, below 64): preprocessing will swap.")
                    .arg(number(*q.ramGb, 0))
                    .arg(perMachine)
                    .arg(number(perGpu, 0)),
                perGpu));
    } else {
        out.append(question("ram_per_gpu", tr("The quote does not give the RAM; ask for 64–128 GB per GPU.")));
    }
    if (!q.nvmeGb)
        out.append(question("local_nvme",
            tr("No local NVMe stated: data on network storage slows loading; ask for its size and type.")));
    if (q.bandwidthDedicated && !*q.bandwidthDedicated)
        out.append(shortfall("shared_uplink",
            tr("Shared uplink: moving model files and data sets will vary widely in speed; plan transfers with a "
               "margin.")));
    else if (!q.bandwidthDedicated)
        out.append(
            question("shared_uplink", tr("Ask whether the bandwidth is dedicated or shared, and capped by traffic.")));
    if (q.exclusivity == Exclusivity::VGpu || q.exclusivity == Exclusivity::MigSlice)
        out.append(shortfall("not_whole_gpu",
            tr("%1, not whole cards: performance depends on the neighbours, memory is capped and some features "
               "are missing.")
                .arg(q.exclusivity == Exclusivity::VGpu ? tr("vGPU shares") : tr("MIG slices"))));
    else if (q.exclusivity == Exclusivity::Unknown)
        out.append(
            question("not_whole_gpu", tr("Ask whether the cards are whole and exclusive (no vGPU or MIG slices).")));

    // Billing terms.
    const double stopped = q.storageWhileStoppedPerMonth.value_or(0) * q.machines;
    if (stopped > 0)
        out.append(shortfall("storage_while_stopped",
            tr("Storage billed while stopped: +%1 per month.").arg(money::format(stopped, use.currency)), stopped));
    if (q.computeBilledWhenStopped.value_or(false))
        out.append(shortfall("compute_while_stopped",
            tr("GPU time is billed even while stopped: only releasing the machine ends the charge.")));
    else if (!q.computeBilledWhenStopped && !q.storageWhileStoppedPerMonth)
        out.append(question("stop_billing", tr("Ask what is still billed while the machine is stopped.")));
    if (BillingModes::isPeriodic(q.offer.mode)) {
        if (q.offer.refund == Refund::None)
            out.append(shortfall("no_refund",
                tr("No refund on early release: a %1 period is paid in full even if the work ends sooner.")
                    .arg(BillingModes::label(q.offer.mode))));
        if (q.offer.renewalPrice() > q.offer.pricePerCardPeriod && q.offer.pricePerCardPeriod > 0) {
            const double rise = q.offer.renewalPrice() / q.offer.pricePerCardPeriod - 1.0;
            out.append(shortfall("renewal_price",
                tr("Renewal costs %1 % more than the first period.").arg(number(rise * 100, 0)), rise * 100));
        }
    }
    if (q.offer.minBilledHours > 1)
        out.append(shortfall("minimum_billing",
            tr("At least %1 h are billed per start: short runs cost that much anyway.")
                .arg(number(q.offer.minBilledHours, 0)),
            q.offer.minBilledHours));
    if (q.invoice && !*q.invoice)
        out.append(shortfall("invoice", tr("No tax invoice: a company purchase may not be able to pay it.")));
    else if (!q.invoice)
        out.append(question("invoice", tr("Ask whether prices include tax and a tax invoice can be issued.")));
    if (q.dataDeletedOnRelease && !*q.dataDeletedOnRelease)
        out.append(shortfall("data_deletion",
            tr("The provider does not promise to wipe the disks on release: keep secrets off them or wipe them "
               "yourself.")));
    else if (!q.dataDeletedOnRelease)
        out.append(
            question("data_deletion", tr("Ask how data is destroyed on release, and whether disks are encrypted.")));
    if (!q.slaPercent || !q.replacementHours)
        out.append(question("sla",
            tr("Ask for the monthly availability promised, the compensation, and how fast a failed "
               "card or machine is replaced.")));
    if (q.validUntil.isValid() && q.validUntil < use.today) {
        const qint64 days = q.validUntil.daysTo(use.today);
        out.append(shortfall(
            "expired", tr("The quote expired %n day(s) ago: ask for a new one.", nullptr, int(days)), double(days)));
    }
    return out;
}

QString QuoteRules::basis(const QString& rule)
{
    // Each rule in a few words, for a narrow column; docs/quotes.md gives the thresholds and reasons.
    if (rule == u"form_factor")
        return tr("SXM or PCIe: only SXM cards have NVLink");
    if (rule == u"interconnect")
        return tr("The links between cards set multi-card speed");
    if (rule == u"slow_fabric")
        return tr("InfiniBand or ≥ 100 Gbit/s between machines");
    if (rule == u"pcie_no_nvlink")
        return tr("NVLink for multi-card training");
    if (rule == u"cpu_per_gpu")
        return tr("8–16 CPU cores per GPU");
    if (rule == u"ram_per_gpu")
        return tr("64–128 GB of RAM per GPU");
    if (rule == u"local_nvme")
        return tr("Local NVMe for data and checkpoints");
    if (rule == u"shared_uplink")
        return tr("Dedicated, uncapped bandwidth");
    if (rule == u"not_whole_gpu")
        return tr("Whole cards, no vGPU or MIG slices");
    if (rule == u"storage_while_stopped" || rule == u"compute_while_stopped" || rule == u"stop_billing")
        return tr("Know what a stopped machine costs");
    if (rule == u"no_refund")
        return tr("Know what early release refunds");
    if (rule == u"renewal_price")
        return tr("Renewal at the first period's price");
    if (rule == u"minimum_billing")
        return tr("Know the minimum billed time");
    if (rule == u"invoice")
        return tr("Tax included, tax invoice issued");
    if (rule == u"data_deletion")
        return tr("Disks wiped or encrypted on release");
    if (rule == u"sla")
        return tr("Availability and repair times in writing");
    if (rule == u"expired")
        return tr("Prices hold until the quote's date");
    return {};
}

} // namespace rp
