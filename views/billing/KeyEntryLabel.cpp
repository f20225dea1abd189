#include "views/billing/KeyEntryLabel.h"

#include <QEvent>

namespace rp {

KeyEntryLabel::KeyEntryLabel(const QString& html, QWidget* parent)
    : QLabel(parent)
{
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setText(html);
    measure();
}

bool KeyEntryLabel::event(QEvent* event)
{
    const bool handled = QLabel::event(event);
    // The style's or the language's font (Chinese has its own) arrives when the label is polished.
    if (event->type() == QEvent::Polish || event->type() == QEvent::FontChange)
        measure();
    return handled;
}

void KeyEntryLabel::measure()
{
    // Polished first: QLabel::sizeHint() polishes the label, and the Polish event would measure
    // again in the middle of this measurement, with word wrap back on.
    ensurePolished();
    setWordWrap(false);
    const QSize oneLine = QLabel::sizeHint();
    setWordWrap(true);
    if (oneLine != m_oneLine) {
        m_oneLine = oneLine;
        updateGeometry();
    }
}

} // namespace rp
