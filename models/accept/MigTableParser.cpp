// `nvidia-smi mig -lgi`, `-lci` and `-lgip` tables, and the one-line answers when MIG is off.
#include "models/accept/CaptureSegment.h"

namespace rp::accept::mig_table {

namespace {

// -lgi: "|   0  MIG 3g.40gb   9   1   4:4   |"; -lci: "|   0   7   MIG 1g.10gb   0   0   0:1   |";
// -lgip: "|   0  MIG 1g.10gb   19   7/7   9.75   No ... |".
const QRegularExpression kInstance(
    QStringLiteral("^\\|\\s*(\\d+)\\s+(?:\\d+\\s+)?MIG\\s+(\\S+)\\s+\\d+\\s+\\d+\\s+\\d+:\\d+\\s*\\|$"));
const QRegularExpression kProfile(QStringLiteral("^\\|\\s*(\\d+)\\s+MIG\\s+(\\S+)\\s+\\d+\\s+\\d+/\\d+\\s"));

bool isBorder(const QString& t)
{
    return t.startsWith(u'+') && t.endsWith(u'+') && t.contains(QLatin1String("---"));
}

} // namespace

void scan(CaptureSegment& s, MachineFacts& facts)
{
    for (qsizetype start = 0; start < s.size(); ++start) {
        const QString title = s.text(start);
        if (s.claimed.at(start))
            continue;
        if (title.contains(QLatin1String("No MIG-enabled devices found"))
            || title.contains(QLatin1String("No GPU instances found"))) {
            MigListing none;
            none.command = QStringLiteral("nvidia-smi mig -lgi");
            none.first = s.lines.at(start);
            facts.mig.append(none);
            s.claim(start, start + 1);
            facts.recognized.append(none.command);
            continue;
        }
        const bool gi = title.contains(QLatin1String("GPU instances:"));
        const bool ci = title.contains(QLatin1String("Compute instances:"));
        const bool profiles = title.contains(QLatin1String("GPU instance profiles:"));
        if (!gi && !ci && !profiles)
            continue;
        MigListing listing;
        listing.command = profiles
            ? QStringLiteral("nvidia-smi mig -lgip")
            : (ci ? QStringLiteral("nvidia-smi mig -lci") : QStringLiteral("nvidia-smi mig -lgi"));
        listing.first = s.lines.at(start);
        listing.enabledEvidence = profiles;
        listing.complete = false;
        qsizetype i = start + 1;
        bool rowOpen = false;
        for (; i < s.size(); ++i) {
            const QString t = s.text(i).trimmed();
            if (isBorder(t)) {
                rowOpen = false;
                continue;
            }
            if (!t.startsWith(u'|'))
                break;
            const auto row = (profiles ? kProfile : kInstance).match(t);
            if (row.hasMatch()) {
                rowOpen = true;
                if (!profiles)
                    listing.instances.append({ row.captured(1).toInt(), row.captured(2), s.lines.at(i) });
            }
        }
        // The table is whole when its last row was closed by a border.
        listing.complete = !rowOpen && i > start + 1 && isBorder(s.text(i - 1).trimmed());
        s.claim(start > 0 && isBorder(s.text(start - 1).trimmed()) ? start - 1 : start, i);
        facts.mig.append(listing);
        facts.recognized.append(listing.command);
        start = i - 1;
    }
}

} // namespace rp::accept::mig_table
