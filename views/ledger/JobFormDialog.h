#pragma once

#include "models/ledger/JobRecord.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace rp {

// The add/edit form for one job. Every field is checked with the same rules as
// the CSV import (job_fields), the first problem is shown under the form and
// OK stays disabled until the job is valid. Numbers are typed in the user's
// locale (a dot always works too).
class JobFormDialog : public QDialog {
    Q_OBJECT

public:
    explicit JobFormDialog(QWidget* parent = nullptr);

    void setJob(const JobRecord& job);
    // The job as entered; only meaningful when isValid().
    JobRecord job() const;
    bool isValid() const { return m_problem.isEmpty(); }
    QString problem() const { return m_problem; }
    // Names in use elsewhere in the ledger, offered in the drop-downs.
    void setKnownValues(const QStringList& cards, const QStringList& providers);

private:
    void validate();
    JobRecord parse(QString* problem) const;

    JobRecord m_base; // keeps the id and anything the form does not show
    QDateEdit* m_date;
    QComboBox* m_card;
    QSpinBox* m_cards;
    QLineEdit* m_billedHours;
    QLineEdit* m_busyHours;
    QLineEdit* m_cost;
    QComboBox* m_currency;
    QComboBox* m_provider;
    QComboBox* m_mode;
    QComboBox* m_task;
    QLineEdit* m_model;
    QLineEdit* m_result;
    QLineEdit* m_tags;
    QPlainTextEdit* m_notes;
    QLineEdit* m_plan;
    QLineEdit* m_phase;
    QLineEdit* m_plannedCost;
    QLineEdit* m_plannedHours;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
    QString m_problem;
    bool m_filling = false; // setJob() is writing the fields, not the user
    bool m_userEdited = false; // the problem is shown once the user has changed something
};

} // namespace rp
