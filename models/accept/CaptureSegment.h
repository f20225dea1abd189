#pragma once

#include "models/accept/CaptureFacts.h"

#include <QRegularExpression>

namespace rp::accept {

// A run of capture lines between two section markers ("=== nvidia-smi topo -m ===",
// "$ free -g"). Parsers scan it for the output they know and claim the lines they
// read, so one paste may hold several commands' output in any order.
struct CaptureSegment {
    QString title; // the marker's text, lower case; empty before the first marker
    QList<SourceLine> lines;
    QList<bool> claimed;

    qsizetype size() const { return lines.size(); }
    const QString& text(qsizetype i) const { return lines.at(i).text; }
    void claim(qsizetype from, qsizetype to) // [from, to)
    {
        for (qsizetype i = from; i < to && i < claimed.size(); ++i)
            claimed[i] = true;
    }
    bool titleMentions(const char* word) const { return title.contains(QLatin1String(word)); }
};

// The parsers, one per kind of output. Each scans a segment and adds what it
// recognises to `facts`; none throws, a line it cannot read is left unclaimed.
namespace smi_table {
void scan(CaptureSegment& segment, MachineFacts& facts);
}
namespace query_csv {
void scan(CaptureSegment& segment, MachineFacts& facts);
}
namespace topo_matrix {
void scan(CaptureSegment& segment, MachineFacts& facts);
}
namespace gpu_list {
void scan(CaptureSegment& segment, MachineFacts& facts);
} // namespace gpu_list
namespace mig_table {
void scan(CaptureSegment& segment, MachineFacts& facts);
}
namespace host_info {
void scan(CaptureSegment& segment, MachineFacts& facts);
} // namespace host_info
namespace self_test {
void scan(CaptureSegment& segment, MachineFacts& facts);
} // namespace self_test

} // namespace rp::accept
