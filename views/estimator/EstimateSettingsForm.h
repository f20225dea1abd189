#pragma once

#include "models/memory/EstimateInput.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace rp {

// The task and its settings. Every field carries a tooltip saying what it does
// to memory; fields that do not apply to the chosen task are hidden.
class EstimateSettingsForm : public QWidget {
    Q_OBJECT

public:
    explicit EstimateSettingsForm(QWidget* parent = nullptr);

    EstimateInput input() const;
    void setInput(const EstimateInput& input);

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    QLabel* addRow(QWidget* field, const char* objectName);
    void retranslateUi();
    void updateVisibility();

    QFormLayout* m_form = nullptr;
    QComboBox* m_task = nullptr;
    QComboBox* m_weights = nullptr;
    QComboBox* m_kvDtype = nullptr;
    QSpinBox* m_context = nullptr;
    QSpinBox* m_batch = nullptr;
    QSpinBox* m_gpus = nullptr;
    QSpinBox* m_tp = nullptr;
    QSpinBox* m_pp = nullptr;
    QComboBox* m_zero = nullptr;
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_precision = nullptr;
    QComboBox* m_recompute = nullptr;
    QComboBox* m_attention = nullptr;
    QCheckBox* m_optimizerInBackward = nullptr;
    QSpinBox* m_loraRank = nullptr;
    QComboBox* m_loraTargets = nullptr;
    QDoubleSpinBox* m_loraDropout = nullptr;
    QCheckBox* m_dora = nullptr;
    QComboBox* m_loss = nullptr;
    QComboBox* m_loader = nullptr;
    QComboBox* m_bnbRelease = nullptr;
    QComboBox* m_sharder = nullptr;
    QSpinBox* m_shardUnit = nullptr;
    QCheckBox* m_prefetch = nullptr;
    QSpinBox* m_gradAccumulation = nullptr;
    QComboBox* m_unitGrads = nullptr;
    QWidget* m_offload = nullptr;
    QCheckBox* m_offloadOptimizer = nullptr;
    QCheckBox* m_offloadParams = nullptr;
    QCheckBox* m_offloadActivations = nullptr;
    QComboBox* m_materialize = nullptr;
    QComboBox* m_metric = nullptr;
    QDoubleSpinBox* m_overhead = nullptr;
    QList<QLabel*> m_labels; // in row order, for retranslation
};

} // namespace rp
