#pragma once

#include "views/report/ReportStyle.h"

#include <QFont>
#include <QString>
#include <QStringList>

class QPainter;
class QPointF;

namespace rp {

// A text set on lines for one width, measured in the report's device units: prose breaks
// as TextLines allows (never inside a number with its unit), a shell command as
// CommandLines allows (only between words, with " \" continuations). Each line is
// drawn on its own, so what is measured is what is drawn.
class WrappedText {
public:
    enum class Kind { Prose, Command };

    WrappedText(
        const ReportStyle& style, const QFont& font, const QString& text, double width, Kind kind = Kind::Prose);

    const QStringList& lines() const { return m_lines; }
    double height() const { return m_lines.size() * m_lineHeight; }
    // Draws the lines from `topLeft` down, each aligned in the width (Qt::AlignLeft, AlignRight
    // or AlignHCenter), in the painter's pen.
    void paint(QPainter& painter, const QPointF& topLeft, int alignment = Qt::AlignLeft) const;

private:
    QFont m_font;
    double m_width = 0;
    double m_lineHeight = 0;
    QStringList m_lines;
};

} // namespace rp
