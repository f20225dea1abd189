#pragma once

#include <QObject>
#include <QPageSize>

#include <functional>

class QAction;
class QPrintPreviewDialog;
class QPrinter;
class QWidget;

namespace rp {

class PlanController;

// File → Export PDF…: the plan as it is on screen (unsaved edits included) in a
// print preview, saved from there as the procurement PDF with bookmarks, into
// the folder used last time.
class ReportExport : public QObject {
    Q_OBJECT

public:
    ReportExport(PlanController* plan, QWidget* window);

    QAction* exportAction() const { return m_exportAction; }
    // The scenario the window shows (empty: the plan itself); the PDF is of that one.
    void setScenarioOnScreen(std::function<QString()> scenario) { m_scenarioOnScreen = std::move(scenario); }
    // Opens the preview; returns when it closes.
    void showPreview();
    // Writes the PDF of the plan on screen; shows the error and returns false on failure.
    bool saveTo(const QString& path, QPageSize::PageSizeId size = QPageSize::A4);
    void retranslate();

private:
    void paint(QPrinter* printer);
    QString startDirectory() const;
    // Where and how large the preview opens: as the user left it, else large enough to read a page.
    void placePreview(QPrintPreviewDialog* preview) const;

    PlanController* m_plan;
    QWidget* m_window;
    QAction* m_exportAction;
    std::function<QString()> m_scenarioOnScreen;
};

} // namespace rp
