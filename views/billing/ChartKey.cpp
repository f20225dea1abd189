#include "views/billing/ChartKey.h"

#include "views/billing/KeyEntryLabel.h"
#include "views/common/FlowLayout.h"

#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

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

// The line's sample, drawn as the line is: dashed or solid.
QString sampleOf(const ChartKey::Line& line)
{
    return line.dashed ? QStringLiteral("╍╍╍") : QStringLiteral("━━━");
}

} // namespace

ChartKey::ChartKey(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("chartKey"));
    m_lines = new QWidget(this);
    m_lines->setObjectName(QStringLiteral("chartKeyLines"));
    m_flow = new FlowLayout(m_lines, fontMetrics().horizontalAdvance(QStringLiteral("MM")), 1);
    m_lines->installEventFilter(this); // an entry measured anew (polished, new font): placed anew
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

    // Placed by hand (resizeEvent): the key's height follows its width (heightForWidth), and its
    // least height does not, so a narrow first layout never makes the window taller than the screen.
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ChartKey::setContent(const QList<Line>& lines, const QList<Row>& rows)
{
    // The text at once; the labels when the key is on screen. Each entry is a rich-text label
    // measured twice, and a key on a tab not yet shown was a fifth of the window's start-up.
    QStringList plain;
    for (const Line& line : lines) {
        QString text = sampleOf(line);
        if (!line.numbers.isEmpty())
            text += u' ' + line.numbers;
        text += u' ' + line.name;
        if (!line.note.isEmpty())
            text += u' ' + line.note;
        plain.append(text);
    }
    for (const Row& row : rows)
        plain.append(row.number + u' ' + row.text);
    m_plain = plain.join(u'\n');
    m_pendingLines = lines;
    m_pendingRows = rows;
    m_pending = true;
    if (isVisible())
        buildLabels();
}

void ChartKey::showEvent(QShowEvent* event)
{
    buildLabels();
    QWidget::showEvent(event);
}

void ChartKey::ensureLabels() const
{
    const_cast<ChartKey*>(this)->buildLabels();
}

void ChartKey::buildLabels()
{
    if (!m_pending)
        return;
    m_pending = false;
    const QList<Line> lines = std::exchange(m_pendingLines, {});
    const QList<Row> rows = std::exchange(m_pendingRows, {});
    // Labels are made anew: a few per edit.
    qDeleteAll(m_lineLabels);
    m_lineLabels.clear();
    for (const Line& line : lines) {
        QString html = QStringLiteral("<span style=\"color:%1;%2\">%3</span>")
                           .arg(line.color, line.bold ? QStringLiteral("font-weight:bold") : QString(), sampleOf(line));
        if (!line.numbers.isEmpty())
            html += QStringLiteral("&nbsp;<b>%1</b>").arg(line.numbers.toHtmlEscaped());
        html += QStringLiteral("&nbsp;") + line.name.toHtmlEscaped();
        if (!line.note.isEmpty())
            html += QStringLiteral(" <i>%1</i>").arg(line.note.toHtmlEscaped());
        auto* label = new KeyEntryLabel(html, m_lines);
        label->setObjectName(QStringLiteral("chartKeyLine"));
        label->setToolTip(line.tip);
        m_flow->addWidget(label);
        label->show(); // now, not on the next event loop pass: the key measures it at once
        m_lineLabels.append(label);
    }
    qDeleteAll(m_rowLabels);
    m_rowLabels.clear();
    for (const Row& row : rows) {
        QLabel* label = keyLabel(m_rowArea->widget());
        label->setObjectName(QStringLiteral("chartKeyPoint"));
        label->setWordWrap(true);
        label->setText(QStringLiteral("<b>%1</b>&nbsp;%2").arg(row.number.toHtmlEscaped(), row.text.toHtmlEscaped()));
        m_rowLayout->insertWidget(m_rowLayout->count() - 1, label);
        label->show();
        m_rowLabels.append(label);
    }
    m_message->hide();
    m_lines->show();
    m_rowArea->setVisible(!m_rowLabels.isEmpty());
    place();
    updateGeometry();
}

void ChartKey::showMessage(const QString& text)
{
    setContent({}, {});
    buildLabels(); // no labels: nothing to wait for
    m_lines->hide();
    m_message->setText(text.toHtmlEscaped());
    m_message->show();
    m_plain = text;
    place();
    updateGeometry();
}

QString ChartKey::text() const
{
    return m_plain;
}

bool ChartKey::hasHeightForWidth() const
{
    return true;
}

int ChartKey::heightForWidth(int width) const
{
    const int top = m_message->isVisibleTo(this) ? m_message->heightForWidth(width) : m_flow->heightForWidth(width);
    return m_rowLabels.isEmpty() ? top : top + kGap + rowsHeight(width);
}

QSize ChartKey::sizeHint() const
{
    const int width = 400;
    return { width, heightForWidth(width) };
}

QSize ChartKey::minimumSizeHint() const
{
    return { 100, fontMetrics().lineSpacing() };
}

bool ChartKey::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_lines && event->type() == QEvent::LayoutRequest) {
        place();
        updateGeometry();
    }
    return QWidget::eventFilter(watched, event);
}

void ChartKey::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    place();
}

int ChartKey::rowsHeight(int width) const
{
    // As high as the first rows, so none shows cut while the box is not scrolled.
    const qsizetype shown = std::min<qsizetype>(m_rowLabels.size(), kVisibleRows);
    const int rowWidth
        = m_rowLabels.size() > shown ? width - m_rowArea->verticalScrollBar()->sizeHint().width() : width;
    int height = 0;
    for (qsizetype i = 0; i < shown; ++i)
        height += m_rowLabels.at(i)->heightForWidth(rowWidth);
    return height;
}

void ChartKey::place()
{
    const int width = std::max(1, this->width());
    int top = 0;
    if (m_message->isVisibleTo(this)) {
        top = m_message->heightForWidth(width);
        m_message->setGeometry(0, 0, width, top);
    } else {
        top = m_flow->heightForWidth(width);
        m_lines->setGeometry(0, 0, width, top);
    }
    if (!m_rowLabels.isEmpty())
        m_rowArea->setGeometry(0, top + kGap, width, rowsHeight(width));
}

} // namespace rp
