#pragma once

#include "cost/Job.h"

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace rp {

// The job the Billing tab prices: duration, cards, owned-card utilization and
// data sent out, plus the duration axis scale. Not part of the plan file.
class JobBar : public QWidget {
    Q_OBJECT

public:
    explicit JobBar(QWidget* parent = nullptr);

    Job job() const;
    bool logScale() const;
    void retranslate();

Q_SIGNALS:
    void changed();

private:
    QLabel* m_hoursLabel;
    QDoubleSpinBox* m_hours;
    QLabel* m_cardsLabel;
    QSpinBox* m_cards;
    QLabel* m_utilizationLabel;
    QDoubleSpinBox* m_utilization;
    QLabel* m_egressLabel;
    QDoubleSpinBox* m_egress;
    QCheckBox* m_logScale;
};

} // namespace rp
