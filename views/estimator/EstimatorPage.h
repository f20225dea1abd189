#pragma once

#include "models/memory/MemoryEstimate.h"
#include "models/planner/ProjectResult.h"

#include <QWidget>

#include <array>
#include <optional>

class QComboBox;
class QGroupBox;
class QLabel;
class QScrollArea;
class QTableView;

namespace rp {

class CardFitTableModel;
class EstimateSettingsForm;
class MemoryBreakdownChart;
class ModelPicker;

// The estimator tab: model and settings on the left; the per-GPU breakdown
// chart and the table of every card on the right. Each edit re-estimates at once.
class EstimatorPage : public QWidget {
    Q_OBJECT

public:
    explicit EstimatorPage(QWidget* parent = nullptr);
    ~EstimatorPage() override;

    const MemoryEstimate& estimate() const { return m_estimate; }
    ModelPicker* modelPicker() const { return m_picker; }
    // Shows a phase of the plan (the Planner's selection): its model, task and settings on the
    // split the planner gives it. A phase without a model (typed hours, data work) changes nothing.
    void showPhase(const rp::Phase& phase, const rp::PhaseResult& result);

Q_SIGNALS:
    void estimated();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Row height and the levers' column width for the texts shown.
    void fitTableText();
    // The settings pane as wide as the form's rows need: no sideways scrolling.
    void fitSettingsWidth();
    void recompute();
    void updateChart();
    void updateSummary();
    void updateFollowing();
    void retranslateUi();
    void saveState() const;
    QString metricName(Metric metric) const;

    ModelPicker* m_picker = nullptr;
    EstimateSettingsForm* m_form = nullptr;
    QGroupBox* m_modelBox = nullptr;
    QGroupBox* m_settingsBox = nullptr;
    QLabel* m_following = nullptr; // which phase of the plan is shown, until an input is changed here
    QLabel* m_summary = nullptr;
    QLabel* m_warnings = nullptr;
    QLabel* m_chartCardLabel = nullptr;
    QComboBox* m_chartCard = nullptr;
    MemoryBreakdownChart* m_chart = nullptr;
    CardFitTableModel* m_fitModel = nullptr;
    QTableView* m_table = nullptr;
    QScrollArea* m_settingsScroll = nullptr;
    MemoryEstimate m_estimate;
    EstimateInput m_input;
    QStringList m_inputProblems;
    // The phase shown (name, split, machines, cards per machine); unset once an input is changed here.
    struct Followed {
        QString name;
        Split split;
        int machines = 0;
        int cardsPerMachine = 0;
    };
    std::optional<Followed> m_followed;
    bool m_showingPhase = false; // inputs are being set from a phase, not by the user
    // The text columns' one-line widths: measured when the rows or the font change, not at every
    // resize (measuring wrapped text is most of the tab's start-up).
    std::array<int, 3> m_textLineWidths {};
    bool m_textWidthsStale = true;
};

} // namespace rp
