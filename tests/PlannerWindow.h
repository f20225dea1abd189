#pragma once

// The Planner page alone in a window of 1366 × 768 (the most common laptop screen) with its plan
// controller, as the Planner's GUI suites drive it; deleting the window ends all three.
#include "views/document/PlanController.h"
#include "views/planner/PlannerPage.h"

#include <QVBoxLayout>
#include <QWidget>
#include <QtTest>

namespace rp::test {

struct PlannerWindow {
    QWidget* window = nullptr;
    PlanController* controller = nullptr;
    PlannerPage* page = nullptr;

    // Shown and exposed; a window that never shows fails the calling test.
    static PlannerWindow open()
    {
        PlannerWindow w;
        w.window = new QWidget;
        w.controller = new PlanController(w.window, w.window);
        w.page = new PlannerPage(w.controller, w.window);
        auto* layout = new QVBoxLayout(w.window);
        layout->addWidget(w.page);
        w.window->resize(1366, 768);
        w.window->show();
        if (!QTest::qWaitForWindowExposed(w.window))
            qFatal("the Planner window was never shown");
        return w;
    }

    // An example plan shipped in resources/data/examples/, as Help → Examples opens it.
    void load(const char* example) const
    {
        controller->loadExample(QStringLiteral(":/data/examples/") + QLatin1String(example));
    }
};

} // namespace rp::test
