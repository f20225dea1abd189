#pragma once

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QObject>

namespace rp {

// Spin boxes and combo boxes take the wheel only when focused (STYLE.md "Desktop manners"):
// scrolling past them scrolls the page instead of editing a number.
class WheelGuard : public QObject {
public:
    using QObject::QObject;

    static void protect(QWidget* widget, WheelGuard* guard)
    {
        widget->setFocusPolicy(Qt::StrongFocus);
        widget->installEventFilter(guard);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Wheel) {
            auto* widget = qobject_cast<QWidget*>(watched);
            if (widget && !widget->hasFocus()) {
                event->ignore(); // goes on to the parent (the scroll area)
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace rp
