#pragma once

#include "models/plan/Project.h"
#include "views/common/TranslatedCommand.h"

#include <QMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rp {

// The project around the phases, in one place (docs/plan-format.md, `project`): start date,
// deadline (the last day of work), team profile, what a day of waiting costs, the default
// busy share of each phase kind, and the procurement terms asked of vendors (tax, payment, region,
// data residency, how long quotes must hold). It computes nothing: each finished edit is a new Project, which
// the page checks with the plan file's rules and pushes as one undoable edit.
class ProjectSettingsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ProjectSettingsPanel(QWidget* parent = nullptr);
    // `ownOfScenario`: the phases shown belong to a scenario with its own project, which this
    // panel shows but does not edit (it edits the plan's).
    void setProject(const Project& project, const QString& currency, bool ownOfScenario);
    // The default busy share field of a phase kind (0 = the team profile's), for tests.
    QSpinBox* defaultField(PhaseKind kind) const { return m_defaults.value(kind); }

Q_SIGNALS:
    // `field` names what changed, so successive edits of one field make one undo step.
    void edited(const rp::Project& after, const QString& field, rp::TranslatedCommand::Text what);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fill();
    void fieldEdited(const QString& field, TranslatedCommand::Text what);
    Project fromFields() const;

    Project m_project;
    QString m_currency;
    bool m_readOnly = false;
    QLabel* m_title;
    QLabel* m_note;
    QFormLayout* m_left;
    QFormLayout* m_right;
    QLabel* m_defaultsTitle;
    QCheckBox* m_hasStart;
    QDateEdit* m_start;
    QCheckBox* m_hasDeadline;
    QDateEdit* m_deadline;
    QComboBox* m_profile;
    QDoubleSpinBox* m_delay;
    QMap<PhaseKind, QSpinBox*> m_defaults;
    QFormLayout* m_terms;
    QLabel* m_termsTitle;
    QComboBox* m_taxIncluded; // not stated, include, exclude
    QCheckBox* m_hasTaxRate;
    QDoubleSpinBox* m_taxRate; // in %
    QLineEdit* m_payment;
    QLineEdit* m_region;
    QLineEdit* m_residency;
    QCheckBox* m_hasQuoteValid;
    QDateEdit* m_quoteValid;
};

} // namespace rp
