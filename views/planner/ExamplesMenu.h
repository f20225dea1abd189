#pragma once

#include <QMenu>

namespace rp {

class PlanController;

// File → Open Example: the plans shipped in the resources, opened as untitled documents.
class ExamplesMenu : public QMenu {
    Q_OBJECT

public:
    ExamplesMenu(PlanController* controller, QWidget* parent = nullptr);
    // Resource paths, in menu order.
    static QStringList paths();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    PlanController* m_controller;
};

} // namespace rp
