#include "views/common/WheelGuard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QSlider>
#include <QWheelEvent>

namespace rp {

WheelGuard::WheelGuard(QObject* parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("wheelGuard"));
}

void WheelGuard::install()
{
    if (!qApp || qApp->findChild<WheelGuard*>(QStringLiteral("wheelGuard"), Qt::FindDirectChildrenOnly))
        return;
    qApp->installEventFilter(new WheelGuard(qApp));
    for (QWidget* widget : QApplication::allWidgets()) { // fields polished before the guard existed
        if (guards(widget))
            widget->setFocusPolicy(Qt::StrongFocus);
    }
}

bool WheelGuard::guards(const QWidget* widget)
{
    return qobject_cast<const QAbstractSpinBox*>(widget) || qobject_cast<const QComboBox*>(widget)
        || qobject_cast<const QSlider*>(widget);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::Wheel && event->type() != QEvent::Polish)
        return false;
    auto* field = qobject_cast<QWidget*>(watched);
    if (!field || !guards(field))
        return false;
    if (event->type() == QEvent::Polish) {
        field->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    // An editable combo box's line edit may hold the focus for it.
    const QWidget* focus = QApplication::focusWidget();
    if (field->hasFocus() || (focus && field->isAncestorOf(focus)))
        return false;
    // Unfocused: the wheel scrolls the nearest scroll area (form panel, table) instead of editing.
    for (QWidget* parent = field->parentWidget(); parent; parent = parent->parentWidget()) {
        if (auto* area = qobject_cast<QAbstractScrollArea*>(parent)) {
            QCoreApplication::sendEvent(area->viewport(), event);
            break;
        }
    }
    return true;
}

} // namespace rp
