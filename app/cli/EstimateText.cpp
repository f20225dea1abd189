#include "app/cli/EstimateText.h"

#include "app/cli/TextColumns.h"
#include "models/memory/Assumptions.h"

#include <QCoreApplication>
#include <QLocale>

namespace rp::cli {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

} // namespace

void printEstimateText(QTextStream& out, const ModelArch& arch, const EstimateInput& in, const MemoryEstimate& e,
    const QList<CardFit>& fits)
{
    const QLocale locale;
    const bool training = in.isTraining();
    auto size = [&](std::int64_t bytes) { return locale.formattedDataSize(bytes, 2, QLocale::DataSizeIecFormat); };
    out << arch.name;
    if (!arch.shapeInferred)
        out << " — " << locale.toString(qlonglong(e.params.total)) << ' ' << Text::tr("parameters");
    out << '\n' << describeAssumptions(in) << '\n';
    const MemoryBreakdown& b = e.perGpu;
    const QList<QPair<QString, std::int64_t>> rows = {
        { Text::tr("Weights"), b.weights },
        { Text::tr("Gradients"), b.gradients },
        { Text::tr("Optimizer states"), b.optimizer },
        { Text::tr("Activations"), b.activations },
        { Text::tr("KV cache"), b.kvCache },
        { Text::tr("LoRA adapters"), b.adapters },
        { Text::tr("Sharding and offload buffers"), b.zero3Gather },
        { Text::tr("Allocator reserve"), b.allocatorReserve },
        { Text::tr("CUDA context"), in.overheadGiB ? 0 : b.overhead },
        { Text::tr("Runtime overhead"), in.overheadGiB ? b.overhead : 0 },
    };
    for (const auto& [label, bytes] : rows) {
        if (bytes > 0)
            out << "  " << padRight(label, 24) << padLeft(size(bytes), 12) << '\n';
    }
    out << "  " << padRight(Text::tr("Total per GPU"), 24) << padLeft(size(b.total()), 12) << '\n';
    if (b.loadPeak > 0)
        out << "  " << padRight(Text::tr("Peak while loading"), 24) << padLeft(size(b.loadPeak), 12)
            << (b.loadDecides() ? u"  " + Text::tr("(decides the fit)") : QString()) << '\n';
    if (b.hostBytes > 0)
        out << "  " << padRight(Text::tr("Host RAM (offloaded)"), 24) << padLeft(size(b.hostBytes), 12) << '\n';
    out << '\n';
    for (const CardFit& f : fits) {
        out << "  " << padRight(f.card.id, 15) << padRight(f.fits ? Text::tr("fits") : Text::tr("does not fit"), 14)
            << padRight(f.minCards ? Text::tr("min %1").arg(f.minCards) : Text::tr("min —"), 12)
            << (f.minCards ? CardFitter::describe(f.minSplit, training)
                           : Text::tr("no count up to %1 cards holds these settings").arg(CardFitter::kMaxCards))
            << '\n';
        for (const CardAlternative& a : f.alternatives)
            out << "  " << padRight(QString(), 15 + 14) << Text::tr("or %1").arg(CardFitter::describe(a)) << '\n';
        if (f.withoutRecompute && f.withoutRecompute->fits)
            out << "  " << padRight(QString(), 15 + 14) << CardFitter::describe(*f.withoutRecompute) << '\n';
    }
    for (const QString& w : e.warnings)
        out << Text::tr("Warning: ") << w << '\n';
}

} // namespace rp::cli
