#include "models/procurement/QuoteChecklist.h"

#include "models/plan/BillingMode.h"

#include <QLocale>

namespace rp {

namespace {

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

QString amount(double value, const QString& currency)
{
    return QLocale().toString(value, 'f', 2) + QLatin1Char(' ') + currency;
}

} // namespace

QList<ChecklistItem> QuoteChecklist::build(const MachineNeed& need, const Card& card, const QString& currency)
{
    QList<ChecklistItem> items;
    const int n = need.cardsPerMachine;

    // "A100" alone covers SXM and PCIe boards: ask (docs/quotes.md, rule `form_factor`).
    items.append({ QStringLiteral("form_factor"), tr("Form factor"),
        tr("%1 × %2, %3 (ask the provider to write the form factor into the quote)")
            .arg(n)
            .arg(card.name, card.formFactor),
        tr("The same chip is sold as SXM and as PCIe; only SXM boards carry NVLink.") });

    QString nvlink;
    if (!need.cardsWorkTogether || n == 1)
        nvlink = tr("Not required: each card works on its own job");
    else if (card.hasNvlink())
        nvlink = tr("NVLink between all %1 cards, %2 GB/s per card; not PCIe only").arg(n).arg(number(card.nvlinkGBps));
    else
        nvlink = tr(
            "%1 has no NVLink: two 4-card NVLink machines can beat one 8-card PCIe machine, or accept PCIe scaling")
                     .arg(card.name);
    // docs/quotes.md, rules `interconnect` and `pcie_no_nvlink`.
    items.append({ QStringLiteral("nvlink"), tr("NVLink"), nvlink,
        tr("Gradient exchange between cards waits on the link; PCIe gives about 5–6× on 8 cards.") });

    // docs/quotes.md, rules `cpu_per_gpu` and `ram_per_gpu`.
    items.append({ QStringLiteral("cpu_ram"), tr("CPU cores and RAM per GPU"),
        tr("At least %1 CPU cores and %2 GB RAM per machine (%3 cores and %4 GB per GPU)")
            .arg(need.minCpuCores())
            .arg(number(need.minRamGb()))
            .arg(MachineNeed::kCoresPerGpu)
            .arg(MachineNeed::kRamGbPerGpu),
        tr("Too few cores starve the cards of data; too little RAM makes preprocessing swap.") });

    // docs/quotes.md, rule `local_nvme`; room for the model, the kept checkpoints and the data set.
    items.append({ QStringLiteral("nvme"), tr("Local NVMe"),
        tr("At least %1 GB of local NVMe per machine (model, %2 checkpoints, data set), with its read speed stated")
            .arg(number(need.minNvmeGb()))
            .arg(MachineNeed::kCheckpointsKept),
        tr("Training from network storage or a small system disk leaves the cards waiting for input.") });

    // docs/quotes.md, rules `shared_uplink` and `slow_fabric`.
    QString network = tr("At least %1 Mbit/s, dedicated, with the traffic allowance and the price per GB beyond it")
                          .arg(number(need.minDownloadMbps()));
    if (need.machines > 1)
        network += tr("; between the %1 machines 100 GbE or InfiniBand").arg(need.machines);
    items.append({ QStringLiteral("network"), tr("Network bandwidth"), network,
        tr("A shared uplink makes model and data transfers unpredictable; 1 or 10 GbE between machines is too slow "
           "for training across them.") });

    // docs/quotes.md, rule `not_whole_gpu`.
    items.append({ QStringLiteral("exclusive"), tr("Exclusive GPU"),
        card.mig ? tr("%1 whole %2 cards: no vGPU, MIG mode disabled").arg(n).arg(card.name)
                 : tr("%1 whole %2 cards: no vGPU or shared card").arg(n).arg(card.name),
        tr("A slice or a shared card has less memory and a neighbour's load.") });

    // docs/quotes.md, rules `minimum_billing`, `storage_while_stopped`, `renewal_price` and `no_refund`.
    QString terms;
    if (need.offer) {
        const Offer& o = *need.offer;
        terms = tr("Offer \"%1\" (%2): minimum billed %3 h; storage while stopped %4 per month; ")
                    .arg(o.provider.isEmpty() ? o.id : o.provider, BillingModes::label(o.mode),
                        number(o.minBilledHours, 2), amount(o.storagePerMonth, currency));
        if (BillingModes::isPeriodic(o.mode))
            terms += tr("renewal %1 per card and period; early release: %2")
                         .arg(amount(o.renewalPrice(), currency), BillingModes::refundLabel(o.refund));
        else
            terms += tr("billing step %1 h").arg(number(o.billingIncrementHours, 4));
    } else {
        terms = tr("Ask for the minimum billed time, what a stopped machine costs, the renewal price and the "
                   "refund on early release");
    }
    items.append({ QStringLiteral("billing_terms"), tr("Billing terms"), terms,
        tr("These terms, not the hourly price, decide what a short or interrupted job costs.") });

    // docs/quotes.md, rule `invoice`.
    items.append({ QStringLiteral("invoice"), tr("Invoice and tax"),
        tr("Prices in %1 with tax stated; a tax invoice for every bill").arg(currency),
        tr("Purchasing needs a price that includes tax and an invoice it can book.") });

    // docs/quotes.md, rule `data_deletion`.
    items.append({ QStringLiteral("data_deletion"), tr("Data deletion on release"),
        tr("Disks wiped on release with written confirmation; data disks not deleted with the instance by default"),
        tr("Released instances lose their data, and the provider should not keep a copy.") });

    // docs/quotes.md, rule `sla`.
    QString sla = tr("Monthly availability with compensation that can be claimed; a failed card replaced within a "
                     "stated time");
    if (need.delayCostPerDay > 0)
        sla += tr(" (each day without the machine costs this plan %1)").arg(amount(need.delayCostPerDay, currency));
    items.append({ QStringLiteral("sla"), tr("SLA and replacement time"), sla,
        tr("An availability percentage means little unless the compensation can be enforced.") });
    return items;
}

} // namespace rp
