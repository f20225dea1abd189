#pragma once

#include "models/plan/SelfBuild.h"

#include <QGroupBox>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace rp {

// The self-build figures of the plan. A checkable group: unchecked means buying
// is not compared. Reports each change as the whole new SelfBuild; the page
// turns it into an undoable command.
class SelfBuildForm : public QGroupBox {
    Q_OBJECT

public:
    explicit SelfBuildForm(QWidget* parent = nullptr);

    void setSelfBuild(const std::optional<SelfBuild>& selfBuild);
    // A new document: forgets the values kept for re-checking, so File → New never shows the last plan's.
    void resetTo(const std::optional<SelfBuild>& selfBuild);
    // Shown after every money field.
    void setCurrency(const QString& currency);
    void retranslate();

Q_SIGNALS:
    // `field` names what changed, for the undo text and to merge typing: the label's source
    // text in this class's tr() context, which the undo text translates when shown.
    void edited(const std::optional<SelfBuild>& after, const QString& field);

private:
    void updateSuffixes();
    // `field`: the edited field's label as written in the source (translated where it is shown).
    void emitEdit(const char* field);
    std::optional<SelfBuild> current() const;

    QFormLayout* m_layout;
    QComboBox* m_card;
    QSpinBox* m_cards;
    QList<QDoubleSpinBox*> m_spins;
    SelfBuild m_last; // restored when the group is checked again
    QString m_currency;
    bool m_updating = false;
};

} // namespace rp
