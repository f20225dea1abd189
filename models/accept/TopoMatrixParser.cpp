// `nvidia-smi topo -m` (and topo -mp / --matrix): a header "GPU0 GPU1 ..." and one row per GPU.
#include "models/accept/CaptureSegment.h"

namespace rp::accept::topo_matrix {

namespace {

const QRegularExpression kSpace(QStringLiteral("\\s+"));
const QRegularExpression kGpuName(QStringLiteral("^GPU(\\d+)$"));

} // namespace

void scan(CaptureSegment& s, MachineFacts& facts)
{
    for (qsizetype h = 0; h < s.size(); ++h) {
        if (s.claimed.at(h))
            continue;
        const QStringList header = s.text(h).split(kSpace, Qt::SkipEmptyParts);
        int gpus = 0;
        while (gpus < header.size() && header.at(gpus) == QStringLiteral("GPU%1").arg(gpus))
            ++gpus;
        if (gpus == 0 || h + 1 >= s.size() || !s.text(h + 1).trimmed().startsWith(QLatin1String("GPU0")))
            continue;
        TopoMatrix topo;
        topo.gpus = gpus;
        qsizetype i = h + 1;
        for (int row = 0; row < gpus; ++row, ++i) {
            if (i >= s.size())
                break;
            const QStringList cells = s.text(i).split(kSpace, Qt::SkipEmptyParts);
            if (cells.isEmpty() || cells.first() != QStringLiteral("GPU%1").arg(row))
                break;
            topo.links.append(cells.mid(1, gpus));
            topo.rows.append(s.lines.at(i));
        }
        topo.complete = topo.links.size() == gpus;
        for (int row = 0; row < topo.links.size(); ++row) {
            if (topo.links.at(row).size() != gpus || topo.links.at(row).at(row) != u"X")
                topo.complete = false;
        }
        // The NIC rows and the legend belong to the same output.
        while (i < s.size() && !s.text(i).trimmed().isEmpty())
            ++i;
        s.claim(h, i);
        if (!facts.topo)
            facts.topo = topo;
        facts.recognized.append(QStringLiteral("nvidia-smi topo -m"));
        h = i;
    }
    // The legend that follows the matrix is part of it.
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QString t = s.text(i).trimmed();
        if (t == u"Legend:" || t == u"NIC Legend:" || t.startsWith(QLatin1String("X    = Self"))
            || t.startsWith(QLatin1String("X   = Self"))
            || (facts.topo
                && QRegularExpression(QStringLiteral("^(SYS|NODE|PHB|PXB|PIX|SOC|NV#|NIC\\d+)\\s*[=:]"))
                       .match(t)
                       .hasMatch()))
            s.claim(i, i + 1);
    }
}

} // namespace rp::accept::topo_matrix
