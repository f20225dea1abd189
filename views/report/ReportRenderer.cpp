#include "report/ReportRenderer.h"

#include "report/ReportChartPainter.h"
#include "report/ReportLayout.h"
#include "report/ReportStyle.h"

#include <QFontMetricsF>
#include <QTextBoundaryFinder>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPainterPath>

#include <memory>

namespace rp {

namespace {

using namespace report;

struct Geometry {
    QRectF page;
    QRectF body;
    double headerY = 0;
    double footerY = 0;
};

Geometry geometry(const ReportStyle& style, const QPaintDevice* device)
{
    Geometry g;
    g.page = QRectF(0, 0, device->width(), device->height());
    const double side = style.pt(54);
    g.headerY = style.pt(36);
    g.footerY = g.page.height() - style.pt(36);
    g.body = QRectF(side, style.pt(64), g.page.width() - 2 * side, g.page.height() - style.pt(64) - style.pt(58));
    return g;
}

double textHeight(const ReportStyle& style, const QFont& font, double width, const QString& text,
    int flags = Qt::TextWordWrap)
{
    const QFontMetricsF fm = style.metrics(font);
    return fm.boundingRect(QRectF(0, 0, width, 1e9), flags | Qt::AlignLeft, text).height();
}

class Builder {
public:
    Builder(const ReportStyle& style, const Geometry& g, const ReportContent& content)
        : m_style(style)
        , m_g(g)
        , m_content(content)
        , m_layout(g.body)
        , m_pages(std::make_shared<QList<int>>())
    {
    }

    ReportLayout& layout() { return m_layout; }
    QList<OutlineEntry> outline() const { return m_outline; }

    void cover()
    {
        const double w = m_g.body.width();
        const double left = m_g.body.left();
        m_layout.skip(m_style.pt(110));
        paragraph(m_content.title, m_style.font(24, true), ReportStyle::ink());
        m_layout.skip(m_style.pt(6));
        paragraph(m_content.subtitle, m_style.font(13), ReportStyle::muted());
        m_layout.skip(m_style.pt(30));
        const QFont label = m_style.font(10);
        const QFont value = m_style.font(10, true);
        const double labelWidth = w * 0.32;
        for (const CoverLine& line : m_content.cover) {
            const double h = std::max(textHeight(m_style, label, labelWidth, line.label),
                                 textHeight(m_style, value, w - labelWidth, line.value))
                + m_style.pt(6);
            m_layout.place(h, [=](QPainter& p) {
                p.setPen(ReportStyle::muted());
                p.setFont(label);
                p.drawText(QRectF(left, 0, labelWidth, h), Qt::TextWordWrap, line.label);
                p.setPen(ReportStyle::ink());
                p.setFont(value);
                p.drawText(QRectF(left + labelWidth, 0, w - labelWidth, h), Qt::TextWordWrap, line.value);
            });
        }
        if (m_content.examplePrices) {
            m_layout.skip(m_style.pt(24));
            const QFont font = m_style.font(10, true);
            const double pad = m_style.pt(8);
            const double h = textHeight(m_style, font, w - 2 * pad, m_content.exampleNote) + 2 * pad;
            const QString note = m_content.exampleNote;
            const double lineWidth = m_style.pt(1.5);
            m_layout.place(h, [=](QPainter& p) {
                p.setPen(QPen(ReportStyle::warning(), lineWidth));
                p.setBrush(Qt::NoBrush);
                p.drawRect(QRectF(left, 0, w, h));
                p.setFont(font);
                p.drawText(QRectF(left + pad, pad, w - 2 * pad, h - 2 * pad), Qt::TextWordWrap, note);
            });
        }
    }

    void contents()
    {
        m_layout.newPage();
        heading(m_content.contentsTitle, 0, false);
        const QFont font = m_style.body();
        const double h = m_style.metrics(font).height() * 1.5;
        const double numberWidth = m_style.pt(40);
        const double left = m_g.body.left();
        const double w = m_g.body.width();
        int index = 0;
        for (const Section& section : m_content.sections) {
            const double indent = section.level * m_style.pt(18);
            const QString title = section.title;
            const QFont f = section.level == 0 ? m_style.font(10, true) : font;
            const std::shared_ptr<QList<int>> pages = m_pages;
            const int at = index++;
            m_layout.keep(h);
            m_layout.place(h, [=](QPainter& p) {
                p.setFont(f);
                p.setPen(ReportStyle::ink());
                p.drawText(QRectF(left + indent, 0, w - indent - numberWidth, h), Qt::AlignLeft | Qt::AlignVCenter,
                    title);
                if (at < pages->size())
                    p.drawText(QRectF(left, 0, w, h), Qt::AlignRight | Qt::AlignVCenter,
                        QString::number(pages->at(at) + 1));
            });
        }
    }

    void section(const Section& s)
    {
        if (s.level == 0)
            m_layout.newPage();
        heading(s.title, s.level, true);
        for (const Block& block : s.blocks) {
            if (const auto* p = std::get_if<Paragraph>(&block.content))
                paragraph(*p);
            else if (const auto* t = std::get_if<Table>(&block.content))
                table(*t);
            else if (const auto* c = std::get_if<Chart>(&block.content))
                chart(*c);
        }
    }

private:
    void heading(const QString& title, int level, bool bookmark)
    {
        const QFont font = m_style.heading(level);
        const double w = m_g.body.width();
        const double left = m_g.body.left();
        const double h = textHeight(m_style, font, w, title) + m_style.pt(level == 0 ? 12 : 8);
        const double before = level == 0 || m_layout.atTop() ? 0 : m_style.pt(10);
        m_layout.keep(before + h + m_style.pt(80)); // never a heading alone at the foot of a page
        m_layout.skip(m_layout.atTop() ? 0 : before);
        if (bookmark) {
            m_outline.append({ title, level, m_layout.currentPage(), m_style.toPoints(m_layout.y()) });
            m_pages->append(m_layout.currentPage());
        }
        const double rule = level == 0 ? m_style.pt(0.8) : 0;
        m_layout.place(h, [=](QPainter& p) {
            p.setFont(font);
            p.setPen(ReportStyle::ink());
            p.drawText(QRectF(left, 0, w, h), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, title);
            if (rule > 0) {
                p.setPen(QPen(ReportStyle::rule(), rule));
                p.drawLine(QPointF(left, h - rule * 4), QPointF(left + w, h - rule * 4));
            }
        });
    }

    void paragraph(const QString& text, const QFont& font, const QColor& color)
    {
        if (text.isEmpty())
            return;
        const double w = m_g.body.width();
        const double left = m_g.body.left();
        const double h = textHeight(m_style, font, w, text);
        m_layout.keep(h);
        m_layout.place(h + m_style.pt(5), [=](QPainter& p) {
            p.setFont(font);
            p.setPen(color);
            p.drawText(QRectF(left, 0, w, h), Qt::TextWordWrap | Qt::AlignLeft, text);
        });
    }

    void paragraph(const Paragraph& para)
    {
        switch (para.style) {
        case Paragraph::Style::Body:
            paragraph(para.text, m_style.body(), ReportStyle::ink());
            break;
        case Paragraph::Style::Note:
            paragraph(para.text, m_style.small(), ReportStyle::muted());
            break;
        case Paragraph::Style::Strong:
            paragraph(para.text, m_style.font(9.5, true), ReportStyle::ink());
            break;
        }
    }

    void table(const Table& t)
    {
        const qsizetype columns = std::max(t.header.size(), t.rows.isEmpty() ? 0 : t.rows.first().size());
        if (columns == 0)
            return;
        QList<double> widths;
        double total = 0;
        for (qsizetype c = 0; c < columns; ++c) {
            widths.append(c < t.widths.size() ? t.widths.at(c) : 1.0);
            total += widths.last();
        }
        for (double& w : widths)
            w = w / total * m_g.body.width();
        const double pad = m_style.pt(3);
        fitLongestWords(t, widths, pad);
        auto columnKind = [&t](qsizetype c) { return c < t.columns.size() ? t.columns.at(c) : Table::Column::Text; };
        auto fontFor = [&](qsizetype c, bool bold) {
            if (columnKind(c) == Table::Column::Code && !bold)
                return m_style.mono(7.5);
            return m_style.font(8.5, bold);
        };
        auto flagsFor = [&](qsizetype c) {
            const Table::Column kind = columnKind(c);
            return int(kind == Table::Column::Code ? Qt::TextWrapAnywhere : Qt::TextWordWrap)
                | int(kind == Table::Column::Number ? Qt::AlignRight : Qt::AlignLeft);
        };
        auto rowHeight = [&](const QStringList& cells, bool bold) {
            double h = 0;
            for (qsizetype c = 0; c < columns && c < cells.size(); ++c)
                h = std::max(h, textHeight(m_style, fontFor(c, bold), widths.at(c) - 2 * pad, cells.at(c), flagsFor(c)));
            return h + 2 * pad;
        };
        const double left = m_g.body.left();
        auto placeRow = [&](const QStringList& cells, bool header, bool shaded, bool bold) {
            const double h = rowHeight(cells, header || bold);
            QList<QFont> fonts;
            QList<int> flags;
            for (qsizetype c = 0; c < columns; ++c) {
                fonts.append(fontFor(c, header || bold));
                flags.append(flagsFor(c));
            }
            const double ruleWidth = m_style.pt(header ? 0.8 : 0.3);
            m_layout.place(h, [=](QPainter& p) {
                double x = left;
                double total = 0;
                for (double w : widths)
                    total += w;
                if (header || shaded)
                    p.fillRect(QRectF(left, 0, total, h), header ? QColor(0xE8, 0xEC, 0xF1) : QColor(0xF6, 0xF7, 0xF9));
                if (bold && !header)
                    p.fillRect(QRectF(left, 0, total, h), QColor(0xFF, 0xF4, 0xD6));
                p.setPen(ReportStyle::ink());
                for (qsizetype c = 0; c < columns; ++c) {
                    p.setFont(fonts.at(c));
                    if (c < cells.size())
                        p.drawText(QRectF(x + pad, pad, widths.at(c) - 2 * pad, h - 2 * pad), flags.at(c), cells.at(c));
                    x += widths.at(c);
                }
                p.setPen(QPen(ReportStyle::rule(), ruleWidth));
                p.drawLine(QPointF(left, h), QPointF(left + total, h));
            });
        };
        const double headerHeight = t.header.isEmpty() ? 0 : rowHeight(t.header, true);
        const double first = t.rows.isEmpty() ? 0 : rowHeight(t.rows.first(), t.emphasizedRow == 0);
        m_layout.keep(headerHeight + first);
        if (!t.header.isEmpty())
            placeRow(t.header, true, false, false);
        for (qsizetype r = 0; r < t.rows.size(); ++r) {
            const bool bold = r == t.emphasizedRow;
            const double h = rowHeight(t.rows.at(r), bold);
            if (h > m_layout.remaining() && !m_layout.atTop()) {
                m_layout.newPage();
                if (!t.header.isEmpty())
                    placeRow(t.header, true, false, false); // the header again on each page
            }
            placeRow(t.rows.at(r), false, r % 2 == 1, bold);
        }
        m_layout.skip(m_style.pt(8));
    }

    // The runs of text a line never breaks inside: words, and single characters in Chinese
    // (Unicode line breaking, as the text layout wraps).
    static QStringList unbreakableRuns(const QString& text)
    {
        QStringList runs;
        QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
        qsizetype start = 0;
        while (finder.toNextBoundary() != -1) {
            const QString run = text.mid(start, finder.position() - start).trimmed();
            if (!run.isEmpty())
                runs.append(run);
            start = finder.position();
        }
        return runs;
    }

    // A column narrower than its longest word would cut that word: widen it, taking the
    // width from columns with room to spare (in proportion to their spare width).
    void fitLongestWords(const Table& t, QList<double>& widths, double pad) const
    {
        QList<double> least(widths.size(), 0.0);
        auto measure = [&](const QStringList& cells, bool bold) {
            for (qsizetype c = 0; c < cells.size() && c < widths.size(); ++c) {
                const bool code = c < t.columns.size() && t.columns.at(c) == Table::Column::Code;
                if (code && !bold)
                    continue; // commands wrap anywhere
                const QFontMetricsF fm = m_style.metrics(m_style.font(8.5, bold));
                for (const QString& word : unbreakableRuns(cells.at(c)))
                    least[c] = std::max(least[c], fm.horizontalAdvance(word) + 2 * pad + m_style.pt(1));
            }
        };
        measure(t.header, true);
        for (qsizetype r = 0; r < t.rows.size(); ++r)
            measure(t.rows.at(r), r == t.emphasizedRow);
        double need = 0;
        double spare = 0;
        for (qsizetype c = 0; c < widths.size(); ++c) {
            need += std::max(0.0, least.at(c) - widths.at(c));
            spare += std::max(0.0, widths.at(c) - least.at(c));
        }
        if (need <= 0 || spare < need)
            return; // nothing cut, or no layout keeps every word whole
        for (qsizetype c = 0; c < widths.size(); ++c) {
            if (widths.at(c) < least.at(c))
                widths[c] = least.at(c);
            else
                widths[c] -= (widths.at(c) - least.at(c)) / spare * need;
        }
    }

    void chart(const Chart& c)
    {
        const double w = m_g.body.width();
        const double left = m_g.body.left();
        const std::shared_ptr<const Chart> chart = std::make_shared<const Chart>(c);
        const ReportStyle style = m_style;
        const double notes = ReportChartPainter(m_style, *chart).notesHeight(w);
        const double h = std::min(m_g.body.height(), m_g.body.height() * c.heightShare + notes);
        m_layout.keep(h); // a chart never splits
        m_layout.place(h + m_style.pt(10), [=](QPainter& p) {
            ReportChartPainter(style, *chart).paint(p, QRectF(left, 0, w, h));
        });
    }

    const ReportStyle& m_style;
    const Geometry& m_g;
    const ReportContent& m_content;
    ReportLayout m_layout;
    std::shared_ptr<QList<int>> m_pages; // the page of each section, filled while laying out
    QList<OutlineEntry> m_outline;
};

void paintFrame(QPainter& p, const ReportStyle& style, const Geometry& g, const ReportContent& content, int page,
    int pages)
{
    const QFont small = style.small();
    p.setFont(small);
    p.setPen(ReportStyle::muted());
    const QRectF header(g.body.left(), g.headerY - style.pt(14), g.body.width(), style.pt(14));
    p.drawText(header, Qt::AlignLeft | Qt::AlignBottom, content.planName);
    if (content.examplePrices) {
        p.setFont(style.font(9, true));
        p.setPen(ReportStyle::warning());
        p.drawText(header, Qt::AlignRight | Qt::AlignBottom, content.exampleMark);
    }
    p.setPen(QPen(ReportStyle::rule(), style.pt(0.5)));
    p.drawLine(QPointF(g.body.left(), g.headerY + style.pt(3)), QPointF(g.body.right(), g.headerY + style.pt(3)));
    p.setFont(small);
    p.setPen(ReportStyle::muted());
    p.drawText(QRectF(g.body.left(), g.footerY, g.body.width(), style.pt(14)), Qt::AlignCenter,
        QStringLiteral("%1 / %2").arg(page + 1).arg(pages));
    if (content.examplePrices) {
        // A faint diagonal mark across the page as well, so a cut-out table still says it. Drawn as
        // outlines, not text: copying or searching the page's text never picks it up.
        p.save();
        p.setOpacity(0.08);
        QPainterPath mark;
        QFont font = ReportStyle::font(54, true);
        font.setPixelSize(qRound(style.pt(54))); // a path is in device units, not points
        mark.addText(QPointF(0, 0), font, content.exampleMark);
        p.translate(g.page.center());
        p.rotate(-35);
        p.translate(-mark.boundingRect().center());
        p.fillPath(mark, ReportStyle::warning());
        p.restore();
    }
}

} // namespace

ReportRenderer::ReportRenderer(const ReportContent& content)
    : m_content(content)
{
}

QList<OutlineEntry> ReportRenderer::paint(QPagedPaintDevice* device) const
{
    const ReportStyle style(device);
    const Geometry g = geometry(style, device);
    Builder builder(style, g, m_content);
    builder.cover();
    builder.contents();
    for (const Section& section : m_content.sections)
        builder.section(section);

    QPainter painter(device);
    const ReportLayout& layout = builder.layout();
    for (int page = 0; page < layout.pageCount(); ++page) {
        if (page > 0)
            device->newPage();
        paintFrame(painter, style, g, m_content, page, layout.pageCount());
        layout.paintPage(page, painter);
    }
    painter.end();
    return builder.outline();
}

} // namespace rp
