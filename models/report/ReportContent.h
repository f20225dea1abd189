#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace rp::report {

// What the plan PDF says, in the reader's language, every number already
// computed and formatted by the engine. views/report/ lays it out on pages and
// draws it; it adds nothing but position, fonts and colours.

struct Paragraph {
    enum class Style { Body, Note, Strong, Code }; // Code: a shell command, set to be pasted back
    QString text;
    Style style = Style::Body;
};

struct Table {
    enum class Column { Text, Number, Code }; // Number: right-aligned; Code: monospace
    QStringList header;
    QList<QStringList> rows;
    QList<Column> columns; // per column; missing = Text
    QList<double> widths; // relative widths; missing = equal
    int emphasizedRow = -1; // e.g. the recommended option
};

// A chart in data coordinates. Series and boxes carry a colour index into the
// renderer's palette, so the same phase has the same colour in every chart.
struct ChartSeries {
    QString label;
    QList<QPointF> points;
    int color = 0;
    bool dashed = false;
    bool steps = false; // drawn as a staircase (the value holds until the next point)
};

struct ChartMarker {
    QPointF at;
    QString label; // short, numbered in the chart and listed under it
};

struct ChartBox { // a rectangle in data coordinates: a phase on the timeline
    QRectF rect;
    QString label;
    int color = 0;
};

struct ChartBar { // one horizontal bar, made of stacked parts
    QString label;
    QList<double> parts;
    QString valueText; // printed at the end of the bar
    double start = 0; // where the first part begins (a tornado's bar starts at its lower cost)
};

struct Chart {
    enum class Kind { Lines, Boxes, Bars };
    Kind kind = Kind::Lines;
    QString title;
    QString xLabel; // with unit
    QString yLabel; // with unit
    bool logX = false;
    std::optional<double> yMax; // clip the value axis here (a curve far above the rest); unset = fit all
    QList<ChartSeries> series; // Lines, and lines drawn over boxes
    QList<ChartMarker> markers;
    QList<ChartBox> boxes;
    QList<ChartBar> bars;
    QStringList partLabels; // Bars: the legend of the stacked parts
    std::optional<double> xMin; // Bars: the value axis starts here (unset: at 0)
    std::optional<double> reference; // Bars: a vertical line (card memory)
    QString referenceLabel;
    QStringList notes; // listed under the chart (marker explanations)
    double heightShare = 0.42; // of the printable height
};

struct Block {
    std::variant<Paragraph, Table, Chart> content;
};

struct Section {
    QString title;
    int level = 0; // 0 = chapter (starts a page, bookmark), 1 = subsection (bookmark)
    QList<Block> blocks;
};

struct CoverLine {
    QString label;
    QString value;
};

struct ReportContent {
    QString planName; // in every page header: the plan's name, and the scenario's when one is exported
    QString title; // on the cover
    QString subtitle;
    QList<CoverLine> cover;
    bool examplePrices = false;
    QString exampleMark; // "EXAMPLE PRICES", in every page header when examplePrices
    QString exampleNote; // the sentence on the cover that explains the mark
    QString contentsTitle;
    QList<Section> sections;
};

} // namespace rp::report
