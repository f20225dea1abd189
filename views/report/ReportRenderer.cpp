#include "views/report/ReportRenderer.h"

#include "views/report/ReportChartPainter.h"
#include "views/report/ReportLayout.h"
#include "views/report/ReportStyle.h"
#include "views/report/ReportTable.h"
#include "views/report/WrappedText.h"

#include <QFontMetricsF>
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
            const WrappedText labelText(m_style, label, line.label, labelWidth);
            const WrappedText valueText(m_style, value, line.value, w - labelWidth);
            const double h = std::max(labelText.height(), valueText.height()) + m_style.pt(6);
            m_layout.place(h, [=](QPainter& p) {
                p.setPen(ReportStyle::muted());
                labelText.paint(p, QPointF(left, 0));
                p.setPen(ReportStyle::ink());
                valueText.paint(p, QPointF(left + labelWidth, 0));
            });
        }
        if (m_content.examplePrices) {
            m_layout.skip(m_style.pt(24));
            const QFont font = m_style.font(10, true);
            const double pad = m_style.pt(8);
            const WrappedText note(m_style, font, m_content.exampleNote, w - 2 * pad);
            const double h = note.height() + 2 * pad;
            const double lineWidth = m_style.pt(1.5);
            m_layout.place(h, [=](QPainter& p) {
                p.setPen(QPen(ReportStyle::warning(), lineWidth));
                p.setBrush(Qt::NoBrush);
                p.drawRect(QRectF(left, 0, w, h));
                note.paint(p, QPointF(left + pad, pad));
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
                p.drawText(
                    QRectF(left + indent, 0, w - indent - numberWidth, h), Qt::AlignLeft | Qt::AlignVCenter, title);
                if (at < pages->size())
                    p.drawText(
                        QRectF(left, 0, w, h), Qt::AlignRight | Qt::AlignVCenter, QString::number(pages->at(at) + 1));
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
        const WrappedText text(m_style, font, title, w);
        const double h = text.height() + m_style.pt(level == 0 ? 12 : 8);
        const double before = level == 0 || m_layout.atTop() ? 0 : m_style.pt(10);
        m_layout.keep(before + h + m_style.pt(80)); // never a heading alone at the foot of a page
        m_layout.skip(m_layout.atTop() ? 0 : before);
        if (bookmark) {
            m_outline.append({ title, level, m_layout.currentPage(), m_style.toPoints(m_layout.y()) });
            m_pages->append(m_layout.currentPage());
        }
        const double rule = level == 0 ? m_style.pt(0.8) : 0;
        m_layout.place(h, [=](QPainter& p) {
            p.setPen(ReportStyle::ink());
            text.paint(p, QPointF(left, 0));
            if (rule > 0) {
                p.setPen(QPen(ReportStyle::rule(), rule));
                p.drawLine(QPointF(left, h - rule * 4), QPointF(left + w, h - rule * 4));
            }
        });
    }

    void paragraph(
        const QString& text, const QFont& font, const QColor& color, WrappedText::Kind kind = WrappedText::Kind::Prose)
    {
        if (text.isEmpty())
            return;
        const double w = m_g.body.width();
        const double left = m_g.body.left();
        const WrappedText lines(m_style, font, text, w, kind);
        const double h = lines.height();
        m_layout.keep(h);
        m_layout.place(h + m_style.pt(5), [=](QPainter& p) {
            p.setPen(color);
            lines.paint(p, QPointF(left, 0));
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
        case Paragraph::Style::Code:
            paragraph(para.text, m_style.mono(8), ReportStyle::ink(), WrappedText::Kind::Command);
            break;
        }
    }

    void table(const Table& t)
    {
        const auto table = std::make_shared<const ReportTable>(m_style, t, m_g.body.width());
        if (table->isEmpty())
            return;
        const double left = m_g.body.left();
        auto placeRow = [&](qsizetype row) {
            m_layout.place(row < 0 ? table->headerHeight() : table->rowHeight(row),
                [table, row, left](QPainter& p) { table->paintRow(p, row, left); });
        };
        if (table->rowCount() == 0) { // a header alone
            m_layout.keep(table->headerHeight());
            if (table->hasHeader())
                placeRow(-1);
        }
        const QList<qsizetype> pages = table->rowCount() == 0
            ? QList<qsizetype>()
            : ReportTable::pageRows(
                table->rowHeights(), table->headerHeight(), m_layout.remaining(), m_layout.atTop(), m_g.body.height());
        qsizetype row = 0;
        for (qsizetype page = 0; page < pages.size(); ++page) {
            if (pages.at(page) == 0) { // too little room here: the table starts on the next page
                m_layout.newPage();
                continue;
            }
            if (page > 0 && !m_layout.atTop())
                m_layout.newPage();
            if (table->hasHeader())
                placeRow(-1); // the header again on each page
            for (qsizetype i = 0; i < pages.at(page); ++i)
                placeRow(row++);
        }
        m_layout.skip(m_style.pt(8));
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
        m_layout.place(h + m_style.pt(10),
            [=](QPainter& p) { ReportChartPainter(style, *chart).paint(p, QRectF(left, 0, w, h)); });
    }

    const ReportStyle& m_style;
    const Geometry& m_g;
    const ReportContent& m_content;
    ReportLayout m_layout;
    std::shared_ptr<QList<int>> m_pages; // the page of each section, filled while laying out
    QList<OutlineEntry> m_outline;
};

void paintFrame(
    QPainter& p, const ReportStyle& style, const Geometry& g, const ReportContent& content, int page, int pages)
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
