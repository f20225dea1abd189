#pragma once

#include "models/plan/Phase.h"
#include "models/planner/ProjectResult.h"

#include <QAbstractTableModel>
#include <QHash>

#include <functional>

namespace rp {

class PlanModel;

// The phases of a plan, or of one of its scenarios, as an editable table (no widget code).
// An edit is checked with the plan file's own rules (a phase written and read back); a
// refused edit keeps its reason in the cell (ProblemRole, tool tip) until the cell is fixed.
// Rows move by drag and drop through the move handler (the view's undo stack).
class PhaseTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Name,
        Kind,
        Card,
        Cards,
        Split, // read-only: how a model workload's cards share the work ("8 cards, ZeRO-3")
        Hours, // one run: typed, or derived from the workload (read-only then)
        Utilization,
        Repeats,
        Offer,
        Cost, // read-only; next to the offer that bills it (the schedule columns may scroll out at 1366 pixels)
        GapDays,
        StartDay, // explicit start, or "after the previous phase"
        Start, // read-only: the day it starts
        ColumnCount
    };
    Q_ENUM(Column)

    static constexpr int ProblemRole = Qt::UserRole + 1; // why the cell is wrong, or empty
    static constexpr const char* kMimeType = "application/x-rentplan-phase-row";

    using EditHandler = std::function<void(int row, const Phase& after, int column)>;
    using MoveHandler = std::function<void(int from, int to)>;

    explicit PhaseTableModel(PlanModel* plan, QObject* parent = nullptr);

    void setEditHandler(EditHandler handler) { m_editHandler = std::move(handler); }
    void setMoveHandler(MoveHandler handler) { m_moveHandler = std::move(handler); }
    // -1: the plan's own phases; else a scenario index.
    void setScenario(int scenario);
    int scenario() const { return m_scenario; }
    // The engine's result for the same phases (computed columns, problems).
    void setResult(const ProjectResult& result);
    const Phase& phase(int row) const;
    QString lastError() const { return m_lastError; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::DropActions supportedDropActions() const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    bool dropMimeData(
        const QMimeData* data, Qt::DropAction action, int row, int column, const QModelIndex& parent) override;

    // The phase with `value` written into `column`; nullopt (and lastError) when it is not valid.
    std::optional<Phase> edited(int row, int column, const QVariant& value);
    // `p` as the plan file would read it at `row`; nullopt (and lastError) when it is not valid.
    std::optional<Phase> checked(int row, const Phase& p);

Q_SIGNALS:
    void editRejected(int row, int column, const QString& message);

private:
    QString displayValue(int row, int column) const;
    QString toolTip(int row, int column) const;
    QVariant editValue(const Phase& p, int column) const;
    QString problem(int row, int column) const;
    const PhaseResult* result(int row) const;

    PlanModel* m_plan;
    int m_scenario = -1;
    ProjectResult m_result;
    EditHandler m_editHandler;
    MoveHandler m_moveHandler;
    QString m_lastError;
    QHash<quint64, QString> m_cellErrors; // (row << 32 | column) → reason
};

} // namespace rp
