#pragma once

#include "models/report/ReportContent.h"
#include "views/report/ReportStyle.h"
#include "views/report/WrappedText.h"

#include <QList>

#include <optional>

class QPainter;

namespace rp {

// One report table set for a width: column widths that keep every word, number and
// command word whole, commands in monospace on lines of their own (CommandLines),
// the height of each row, and the painting of a row. Rows never split.
class ReportTable {
public:
    ReportTable(const ReportStyle& style, const report::Table& table, double width);

    bool isEmpty() const { return m_widths.isEmpty(); }
    bool hasHeader() const { return m_header.has_value(); }
    double headerHeight() const { return m_header ? m_header->height : 0; }
    qsizetype rowCount() const { return m_rows.size(); }
    double rowHeight(qsizetype row) const { return m_rows.at(row).height; }
    QList<double> rowHeights() const;
    double codePointSize() const { return m_codeSize; }

    // Paints the header (row -1) or a row with its top left corner at (left, 0).
    void paintRow(QPainter& painter, qsizetype row, double left) const;

    // How many rows go on each page: the first page has `firstSpace` below the current
    // position (`firstAtTop`: nothing is on that page yet), every further page `pageSpace`;
    // each page repeats the header. No page holds a single row of a table that has more
    // (two rows move with it, or the whole short table moves to the next page) unless a
    // page has room for no more than two. A leading 0: the table starts on the next page.
    static QList<qsizetype> pageRows(
        const QList<double>& rows, double header, double firstSpace, bool firstAtTop, double pageSpace);

private:
    struct Row {
        QList<WrappedText> cells;
        double height = 0;
        bool header = false;
        bool shaded = false;
        bool emphasized = false;
    };
    report::Table::Column kind(qsizetype column) const;
    QFont fontFor(qsizetype column, bool bold) const;
    void fitWidths(double pad);
    Row makeRow(const QStringList& cells, bool header, bool shaded, bool emphasized) const;

    ReportStyle m_style;
    report::Table m_table;
    QList<double> m_widths;
    double m_pad = 0;
    double m_codeSize = 7.5;
    std::optional<Row> m_header;
    QList<Row> m_rows;
};

} // namespace rp
