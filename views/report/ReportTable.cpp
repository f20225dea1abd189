#include "views/report/ReportTable.h"

#include "views/report/CommandLines.h"
#include "views/report/TextLines.h"

#include <QPainter>

#include <algorithm>

namespace rp {

namespace {

using report::Table;

constexpr double kTextSize = 8.5;
constexpr double kCodeSize = 7.5; // monospace is wider: a smaller size keeps commands on few lines
constexpr double kSmallestCodeSize = 5.5;

// The runs a prose line never breaks inside (TextLines: words, single Chinese characters,
// numbers with their units).
QStringList unbreakableRuns(const QString& text)
{
    QStringList runs;
    qsizetype start = 0;
    QList<qsizetype> ends = TextLines::breaks(text);
    ends.append(text.size());
    for (const qsizetype end : ends) {
        const QString run = text.mid(start, end - start).trimmed();
        if (!run.isEmpty())
            runs.append(run);
        start = end;
    }
    return runs;
}

} // namespace

ReportTable::ReportTable(const ReportStyle& style, const Table& table, double width)
    : m_style(style)
    , m_table(table)
{
    const qsizetype columns = std::max(table.header.size(), table.rows.isEmpty() ? 0 : table.rows.first().size());
    if (columns == 0)
        return;
    double total = 0;
    for (qsizetype c = 0; c < columns; ++c) {
        m_widths.append(c < table.widths.size() ? table.widths.at(c) : 1.0);
        total += m_widths.last();
    }
    for (double& w : m_widths)
        w = w / total * width;
    m_pad = m_style.pt(3);
    fitWidths(m_pad);
    if (!table.header.isEmpty())
        m_header = makeRow(table.header, true, false, false);
    for (qsizetype r = 0; r < table.rows.size(); ++r)
        m_rows.append(makeRow(table.rows.at(r), false, r % 2 == 1, r == table.emphasizedRow));
}

Table::Column ReportTable::kind(qsizetype column) const
{
    return column < m_table.columns.size() ? m_table.columns.at(column) : Table::Column::Text;
}

QFont ReportTable::fontFor(qsizetype column, bool bold) const
{
    if (kind(column) != Table::Column::Code)
        return ReportStyle::font(kTextSize, bold);
    QFont mono = ReportStyle::mono(m_codeSize);
    mono.setBold(bold);
    return mono;
}

// A column narrower than its longest word would cut that word: widen it, taking the width from
// columns with room to spare (in proportion to their spare width). When commands still do not fit
// their column, they are set smaller.
void ReportTable::fitWidths(double pad)
{
    const QList<double> share = m_widths;
    for (m_codeSize = kCodeSize;; m_codeSize -= 0.5) {
        m_widths = share;
        QList<double> least(m_widths.size(), 0.0);
        auto measure = [&](const QStringList& cells, bool header, bool bold) {
            for (qsizetype c = 0; c < cells.size() && c < m_widths.size(); ++c) {
                const bool code = !header && kind(c) == Table::Column::Code;
                const QFontMetricsF fm = m_style.metrics(code ? fontFor(c, bold) : ReportStyle::font(kTextSize, bold));
                const auto advance = [&fm](const QString& s) { return fm.horizontalAdvance(s); };
                double widest = 0;
                if (code) {
                    for (const QString& command : cells.at(c).split(QLatin1Char('\n')))
                        widest = std::max(widest, CommandLines::widestWord(command, advance));
                } else {
                    for (const QString& run : unbreakableRuns(cells.at(c)))
                        widest = std::max(widest, advance(run));
                }
                least[c] = std::max(least[c], widest + 2 * pad + m_style.pt(1));
            }
        };
        measure(m_table.header, true, true);
        for (qsizetype r = 0; r < m_table.rows.size(); ++r)
            measure(m_table.rows.at(r), false, r == m_table.emphasizedRow);
        double need = 0;
        double spare = 0;
        for (qsizetype c = 0; c < m_widths.size(); ++c) {
            need += std::max(0.0, least.at(c) - m_widths.at(c));
            spare += std::max(0.0, m_widths.at(c) - least.at(c));
        }
        if (need <= 0)
            return; // nothing cut
        if (spare >= need) {
            for (qsizetype c = 0; c < m_widths.size(); ++c) {
                if (m_widths.at(c) < least.at(c))
                    m_widths[c] = least.at(c);
                else
                    m_widths[c] -= (m_widths.at(c) - least.at(c)) / spare * need;
            }
            return;
        }
        if (!m_table.columns.contains(Table::Column::Code) || m_codeSize - 0.5 < kSmallestCodeSize)
            return; // no layout keeps every word whole: the widest wrap between characters
    }
}

ReportTable::Row ReportTable::makeRow(const QStringList& cells, bool header, bool shaded, bool emphasized) const
{
    Row row;
    row.header = header;
    row.shaded = shaded;
    row.emphasized = emphasized;
    for (qsizetype c = 0; c < m_widths.size(); ++c) {
        const bool code = !header && kind(c) == Table::Column::Code;
        const QFont font = code ? fontFor(c, emphasized) : ReportStyle::font(kTextSize, header || emphasized);
        row.cells.append(WrappedText(m_style, font, c < cells.size() ? cells.at(c) : QString(),
            m_widths.at(c) - 2 * m_pad, code ? WrappedText::Kind::Command : WrappedText::Kind::Prose));
        row.height = std::max(row.height, row.cells.last().height());
    }
    row.height += 2 * m_pad;
    return row;
}

QList<double> ReportTable::rowHeights() const
{
    QList<double> heights;
    for (const Row& row : m_rows)
        heights.append(row.height);
    return heights;
}

void ReportTable::paintRow(QPainter& p, qsizetype index, double left) const
{
    const Row& row = index < 0 ? *m_header : m_rows.at(index);
    double total = 0;
    for (double w : m_widths)
        total += w;
    if (row.header || row.shaded)
        p.fillRect(
            QRectF(left, 0, total, row.height), row.header ? QColor(0xE8, 0xEC, 0xF1) : QColor(0xF6, 0xF7, 0xF9));
    if (row.emphasized)
        p.fillRect(QRectF(left, 0, total, row.height), QColor(0xFF, 0xF4, 0xD6));
    p.setPen(ReportStyle::ink());
    double x = left;
    for (qsizetype c = 0; c < m_widths.size(); ++c) {
        const bool right = !row.header && kind(c) == Table::Column::Number;
        row.cells.at(c).paint(p, QPointF(x + m_pad, m_pad), right ? Qt::AlignRight : Qt::AlignLeft);
        x += m_widths.at(c);
    }
    p.setPen(QPen(ReportStyle::rule(), m_style.pt(row.header ? 0.8 : 0.3)));
    p.drawLine(QPointF(left, row.height), QPointF(left + total, row.height));
}

QList<qsizetype> ReportTable::pageRows(
    const QList<double>& rows, double header, double firstSpace, bool firstAtTop, double pageSpace)
{
    QList<qsizetype> pages;
    const qsizetype n = rows.size();
    qsizetype done = 0;
    double space = firstSpace;
    bool atTop = firstAtTop;
    while (done < n || pages.isEmpty()) {
        qsizetype fit = 0;
        double used = header;
        while (done + fit < n && used + rows.at(done + fit) <= space) {
            used += rows.at(done + fit);
            ++fit;
        }
        if (atTop)
            fit = std::max<qsizetype>(fit, std::min<qsizetype>(1, n - done)); // a row taller than a page
        const qsizetype left = n - done - fit;
        if (left == 1 && fit - 1 >= 2)
            --fit; // two rows go on together
        else if (left > 0 && !atTop && (fit < 2 || left == 1))
            fit = 0; // too few for this page: the table starts on the next
        pages.append(fit);
        done += fit;
        space = pageSpace;
        atTop = true;
    }
    return pages;
}

} // namespace rp
