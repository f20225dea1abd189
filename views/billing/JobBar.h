#pragma once

#include "models/cost/Job.h"
#include "models/planner/PhaseBilling.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace rp {

// One entry of the job bar's "where the job comes from" list: a phase of the plan or of a
// scenario. An entry without a phase id is a heading (a scenario's name), not selectable.
struct JobChoice {
    JobSource source;
    QString label;
};

// The job the Billing tab prices: typed (duration, cards, owned-card utilization and data sent
// out) or a phase of the open plan, whose card, count and hours the bar then shows read-only;
// plus the duration axis scale. Not part of the plan file.
class JobBar : public QWidget {
    Q_OBJECT

public:
    explicit JobBar(QWidget* parent = nullptr);

    // The typed job, or while a phase is the job, that phase on its own card as last shown.
    Job job() const;
    bool logScale() const;
    JobSource source() const;
    // The phases a job can come from, in the order listed (the typed job always comes first).
    void setChoices(const QList<JobChoice>& choices);
    // Selects `source` without emitting sourceChanged; a source not listed selects the typed job.
    void setSource(const JobSource& source);
    // While a phase is the job: its card, count, hours, utilization and data out, read-only.
    void showPhaseJob(const Job& job, const QString& cardName);
    void retranslate();

Q_SIGNALS:
    void changed(); // a typed value or the axis scale
    void sourceChanged(const JobSource& source); // the user picked another source

private:
    void showTyped();

    QLabel* m_sourceLabel;
    QComboBox* m_source;
    QDoubleSpinBox* m_hours;
    QLabel* m_cardsLabel;
    QSpinBox* m_cards;
    QLabel* m_cardName;
    QLabel* m_utilizationLabel;
    QDoubleSpinBox* m_utilization;
    QLabel* m_egressLabel;
    QDoubleSpinBox* m_egress;
    QCheckBox* m_logScale;
    Job m_typed; // what the user typed, kept while a phase is the job
    bool m_phase = false;
};

} // namespace rp
