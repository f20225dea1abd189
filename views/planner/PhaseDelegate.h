#pragma once

#include <QStyledItemDelegate>

namespace rp {

class PlanModel;

// Editors of the phase table (names, not ids: kinds, cards and offers by their labels) and the
// red text of a cell whose value is refused or does not work (PhaseTableModel::ProblemRole); hours
// derived from a workload are drawn read-only (italic, muted).
class PhaseDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit PhaseDelegate(PlanModel* plan, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    PlanModel* m_plan;
};

} // namespace rp
