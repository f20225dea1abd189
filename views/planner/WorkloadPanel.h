#pragma once

#include "models/plan/Phase.h"
#include "models/planner/ProjectResult.h"
#include "views/common/TranslatedCommand.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace rp {

// Where the selected phase's hours come from, editable (a phase has hours or a workload, docs/plan-format.md):
// typed hours, training tokens, inference tokens per round, or data to process; the model and
// task the estimator checks; the MFU; the data moved to the machine and back. It computes nothing: each finished edit
// is a new Phase, which the page checks with the plan file's rules and pushes as one undoable edit.
class WorkloadPanel : public QWidget {
    Q_OBJECT

public:
    enum class Source { Typed, Training, Inference, Data };

    explicit WorkloadPanel(QWidget* parent = nullptr);
    // `phase` null: nothing selected. `result`: the engine's numbers for it, when priced.
    void setPhase(const Phase* phase, const PhaseResult* result, const QString& currency = {});
    Source source() const;
    // "Training tokens", … in the current language.
    static QString sourceName(Source source);
    // Keyboard focus on the field the hours come from (the tokens, the data, the typed hours):
    // where a double-click on derived hours in the phase table lands.
    void focusHoursSource();
    // Widgets by role, for tests.
    QComboBox* sourceCombo() const { return m_source; }
    QComboBox* modelCombo() const { return m_model; }
    QComboBox* taskCombo() const { return m_task; }
    QDoubleSpinBox* tokensSpin() const { return m_tokens; }
    QLabel* summary() const { return m_summary; }

Q_SIGNALS:
    // `what` names the edit for the undo stack ("Edit the workload of Training run").
    void edited(const Phase& after, rp::TranslatedCommand::Text what);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fill();
    void updateVisibility();
    void sourceChosen();
    void fieldEdited();
    Phase fromFields() const;

    std::optional<Phase> m_phase;
    std::optional<PhaseResult> m_result;
    QString m_currency;
    QLabel* m_title;
    QComboBox* m_source;
    QComboBox* m_model;
    QComboBox* m_task;
    QSpinBox* m_context;
    QSpinBox* m_batch;
    QDoubleSpinBox* m_hours;
    QDoubleSpinBox* m_tokens; // millions
    QDoubleSpinBox* m_tokensIn; // millions
    QDoubleSpinBox* m_tokensOut; // millions
    QDoubleSpinBox* m_dataGb;
    QDoubleSpinBox* m_throughput;
    QDoubleSpinBox* m_mfu; // percent; 0 = the default
    // The phase's transfer (docs/plan-format.md): GB in before the first run, GB out after the last.
    QDoubleSpinBox* m_dataIn; // 0 with m_dataOut 0: no transfer
    QDoubleSpinBox* m_dataOut;
    QDoubleSpinBox* m_bandwidth; // Mbit/s
    QFormLayout* m_transfer;
    QLabel* m_transferTitle;
    QWidget* m_form; // the fields, hidden while no phase is selected
    QFormLayout* m_left;
    QFormLayout* m_right;
    QLabel* m_summary;
};

} // namespace rp
