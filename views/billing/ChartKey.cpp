#include "billing/ChartKey.h"

#include "common/FlowLayout.h"

#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace rp {

namespace {

QLabel* keyLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

} // namespace

ChartKey::ChartKey(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("chartKey"));
    m_lines = new QWidget(this);
    m_lines->setObjectName(QStringLiteral("chartKeyLines"));
    m_flow = new FlowLayout(m_lines, fontMetrics().horizontalAdvance(QStringLiteral("MM")), 1);
    m_message = keyLabel(this);
    m_message->setObjectName(QStringLiteral("chartKeyMessage"));
    m_message->setWordWrap(true);
    m_message->hide();

    auto* rows = new QWidget;
    m_rowLayout = new QVBoxLayout(rows);
    m_rowLayout->setContentsMargins(0, 0, 0, 0);
    m_rowLayout->setSpacing(0); // the box's height is the sum of its rows' heights
    m_rowLayout->addStretch(1);
    m_rowArea = new QScrollArea(this);
    m_rowArea->setObjectName(QStringLiteral("chartKeyPoints"));
    m_rowArea->setWidget(rows);
    m_rowArea->setWidgetResizable(true);
    m_rowArea->setFrameShape(QFrame::NoFrame);
    m_rowArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_rowArea->verticalScrollBar()->setSingleStep(fontMetrics().lineSpacing());
    m_rowArea->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_lines);
    layout->addWidget(m_message);
    layout->addWidget(m_rowArea);
}

void ChartKey::setContent(const QList<Line>& lines, const QList<Row>& rows)
{
    QStringList plain;
    // Labels are made anew: a few per edit, and a label keeps no word wrap from an earlier width.
    qDeleteAll(m_lineLabels);
    m_lineLabels.clear();
    m_lineWidths.clear();
    for (const Line& line : lines) {
        const QString sample = line.dashed ? QStringLiteral("╍╍╍") : QStringLiteral("━━━");
        QString html = QStringLiteral("<span style=\"color:%1;%2\">%3</span>")
                           .arg(line.color, line.bold ? QStringLiteral("font-weight:bold") : QString(), sample);
        QString text = sample;
        if (!line.numbers.isEmpty()) {
            html += QStringLiteral("&nbsp;<b>%1</b>").arg(line.numbers.toHtmlEscaped());
            text += u' ' + line.numbers;
        }
        html += QStringLiteral("&nbsp;") + line.name.toHtmlEscaped();
        text += u' ' + line.name;
        if (!line.note.isEmpty()) {
            html += QStringLiteral(" <i>%1</i>").arg(line.note.toHtmlEscaped());
            text += u' ' + line.note;
        }
        QLabel* label = keyLabel(m_lines);
        label->setObjectName(QStringLiteral("chartKeyLine"));
        label->setText(html);
        label->setToolTip(line.tip);
        m_lineWidths.append(label->sizeHint().width()); // on one row, before any wrap
        m_flow->addWidget(label);
        m_lineLabels.append(label);
        plain.append(text);
    }
    qDeleteAll(m_rowLabels);
    m_rowLabels.clear();
    for (const Row& row : rows) {
        QLabel* label = keyLabel(m_rowArea->widget());
        label->setObjectName(QStringLiteral("chartKeyPoint"));
        label->setWordWrap(true);
        label->setText(QStringLiteral("<b>%1</b>&nbsp;%2").arg(row.number.toHtmlEscaped(), row.text.toHtmlEscaped()));
        m_rowLayout->insertWidget(m_rowLayout->count() - 1, label);
        m_rowLabels.append(label);
        plain.append(row.number + u' ' + row.text);
    }
    m_plain = plain.join(u'\n');
    m_message->hide();
    m_lines->show();
    m_rowArea->setVisible(!m_rowLabels.isEmpty());
    fit();
}

void ChartKey::showMessage(const QString& text)
{
    setContent({}, {});
    m_lines->hide();
    m_message->setText(text.toHtmlEscaped());
    m_message->show();
    m_plain = text;
}

QString ChartKey::text() const
{
    return m_plain;
}

void ChartKey::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        fit();
}

void ChartKey::fit()
{
    const int width = std::max(1, this->width());
    // An entry wider than the whole key wraps inside its own row; every other one stays on one line.
    for (qsizetype i = 0; i < m_lineLabels.size(); ++i) {
        const bool wrap = m_lineWidths.at(i) > width;
        if (m_lineLabels.at(i)->wordWrap() != wrap)
            m_lineLabels.at(i)->setWordWrap(wrap);
    }
    m_flow->invalidate();
    // The box is as high as its first rows, so none shows cut while it is not scrolled.
    const qsizetype shown = std::min<qsizetype>(m_rowLabels.size(), kVisibleRows);
    const int rowWidth
        = m_rowLabels.size() > shown ? width - m_rowArea->verticalScrollBar()->sizeHint().width() : width;
    int height = 0;
    for (qsizetype i = 0; i < shown; ++i)
        height += m_rowLabels.at(i)->heightForWidth(rowWidth);
    m_rowArea->setFixedHeight(height);
}

} // namespace rp
