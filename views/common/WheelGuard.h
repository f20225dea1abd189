#pragma once

#include <QObject>

class QWidget;

namespace rp {

// The wheel never edits a field by accident (much as openscad/openscad's
// src/parameter/ignoreWheelWhenNotFocused.cpp does): spin boxes, combo boxes and sliders take wheel events
// only while they have keyboard focus, which a click or Tab gives
// (Qt::StrongFocus), never the wheel. Over an unfocused field the wheel
// scrolls the surrounding scroll area or table instead.
//
// One filter on the application covers every tab, dialog and table editor,
// including those created later: fields get Qt::StrongFocus when polished.
class WheelGuard : public QObject {
    Q_OBJECT

public:
    // Installs the guard on the running application; calling it again does nothing.
    static void install();
    // Whether `widget` is a field the guard protects (spin box, combo box, slider).
    static bool guards(const QWidget* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit WheelGuard(QObject* parent);
};

} // namespace rp
