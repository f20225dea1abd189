#pragma once

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace rp {

class PlanController;

// File → Request for quotation…: the bill of quantities of the plan on screen (its scenario, when
// the Planner shows one) as the workbook or CSV file `rentplan rfq` writes (docs/rfq.md).
class RequestExport : public QObject {
    Q_OBJECT

public:
    RequestExport(PlanController* plan, QWidget* window);

    QAction* action() const { return m_action; }
    void setScenarioOnScreen(std::function<QString()> scenario) { m_scenarioOnScreen = std::move(scenario); }
    // Writes the request to `path` (.xlsx, else CSV); shows the error and returns false on failure.
    bool saveTo(const QString& path);
    void retranslate();

private:
    void exportRequest();

    PlanController* m_plan;
    QWidget* m_window;
    QAction* m_action;
    std::function<QString()> m_scenarioOnScreen;
};

} // namespace rp
