#pragma once

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace rp {

class PlanModel;

// The data transfer calculator: time to move a data set, egress cost, and whether to pack it first.
class TransferPanel : public QWidget {
    Q_OBJECT

public:
    explicit TransferPanel(PlanModel* plan, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void recompute();

    PlanModel* m_plan;
    QFormLayout* m_form;
    QDoubleSpinBox* m_size;
    QSpinBox* m_files;
    QDoubleSpinBox* m_bandwidth;
    QComboBox* m_unit;
    QDoubleSpinBox* m_overhead;
    QDoubleSpinBox* m_perFile;
    QDoubleSpinBox* m_egress;
    QLabel* m_result;
    QLabel* m_advice;
    QList<QLabel*> m_labels; // the form rows' labels, in order
};

} // namespace rp
