#include "models/qt/PhaseTableModel.h"

#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "models/cost/PlanEvaluation.h"
#include "models/plan/PhaseJson.h"
#include "models/plan/PhaseKinds.h"
#include "models/planner/CostToFinish.h"
#include "models/planner/ProjectPlanner.h"
#include "models/qt/PlanModel.h"

#include <QLocale>
#include <QMimeData>

#include <cmath>

namespace rp {

namespace {

quint64 cellKey(int row, int column)
{
    return (quint64(quint32(row)) << 32) | quint32(column);
}

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

} // namespace

PhaseTableModel::PhaseTableModel(PlanModel* plan, QObject* parent)
    : QAbstractTableModel(parent)
    , m_plan(plan)
{
    connect(m_plan, &PlanModel::aboutToReset, this, [this] { beginResetModel(); });
    connect(m_plan, &PlanModel::reset, this, [this] {
        m_scenario = -1;
        m_cellErrors.clear();
        endResetModel();
    });
    connect(m_plan, &PlanModel::phasesAboutToBeReset, this, [this](int scenario) {
        if (scenario == m_scenario)
            beginResetModel();
    });
    connect(m_plan, &PlanModel::phasesReset, this, [this](int scenario) {
        if (scenario != m_scenario)
            return;
        m_cellErrors.clear();
        endResetModel();
    });
    connect(m_plan, &PlanModel::phaseChanged, this, [this](int scenario, int row) {
        if (scenario == m_scenario)
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    connect(m_plan, &PlanModel::scenariosChanged, this, [this] {
        if (m_scenario >= m_plan->plan().scenarios.size())
            setScenario(-1);
    });
}

void PhaseTableModel::setScenario(int scenario)
{
    beginResetModel();
    m_scenario = scenario;
    m_cellErrors.clear();
    endResetModel();
}

void PhaseTableModel::setResult(const ProjectResult& result)
{
    m_result = result;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

const Phase& PhaseTableModel::phase(int row) const
{
    return m_plan->phases(m_scenario).at(row);
}

const PhaseResult* PhaseTableModel::result(int row) const
{
    if (row < 0 || row >= m_result.phases.size() || m_result.phases.at(row).id != phase(row).id)
        return nullptr;
    return &m_result.phases.at(row);
}

int PhaseTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_plan->phases(m_scenario).size());
}

int PhaseTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PhaseTableModel::problem(int row, int column) const
{
    const QString typed = m_cellErrors.value(cellKey(row, column));
    if (!typed.isEmpty())
        return typed;
    const PhaseResult* r = result(row);
    if (!r)
        return {};
    if (column == Offer)
        return r->offerProblem;
    if (column == Cards)
        return r->fitProblem;
    return {};
}

QString PhaseTableModel::displayValue(int row, int column) const
{
    const Phase& p = phase(row);
    const PhaseResult* r = result(row);
    const QLocale locale;
    switch (column) {
    case Name:
        return p.name;
    case Kind:
        return PhaseKinds::label(p.kind);
    case Card:
        return CardCatalog::label(p.card);
    case Cards:
        return p.usesGpu() ? locale.toString(p.cards) : QStringLiteral("—");
    case Split:
        return r && r->hoursFrom == QLatin1String("workload") && r->cards > 0
            ? cost_to_finish::brief(r->split, r->machines, r->cardsPerMachine)
            : QStringLiteral("—");
    case Hours:
        if (p.hours)
            return money::formatHours(*p.hours);
        return r ? tr("%1 (from workload)").arg(money::formatHours(r->runHours)) : tr("from workload");
    case Utilization: {
        const double u = ProjectPlanner::utilization(p, m_plan->project(m_scenario));
        return p.utilization ? percent(u) : tr("%1 (default)").arg(percent(u));
    }
    case Repeats:
        return tr("× %1").arg(p.repeats);
    case Offer:
        if (p.offer == QLatin1String(Phase::kAutoOffer))
            return r && !r->offer.isEmpty()
                // The offer first: where the column elides, its provider is what stays readable.
                ? tr("%1 (the cheapest)").arg(PlanEvaluation::distinctLabel(m_plan->plan(), r->offer))
                : tr("cheapest");
        return PlanEvaluation::distinctLabel(m_plan->plan(), p.offer);
    case GapDays:
        return p.gapDays > 0 ? tr("%1 d").arg(locale.toString(p.gapDays, 'g', 4)) : QStringLiteral("—");
    case StartDay:
        return p.startDay ? tr("day %1").arg(locale.toString(*p.startDay, 'g', 4)) : tr("after the previous");
    case Start:
        return r ? tr("day %1").arg(locale.toString(r->startHours / 24.0, 'f', 1)) : QString();
    case Cost:
        if (!r)
            return {};
        if (r->offer.isEmpty()) // nothing bills it: a cost of 0 would read as free
            return p.usesGpu() ? tr("no price: add an offer for the card") : tr("no price: add a CPU offer");
        return money::format(r->cost, m_plan->plan().currency);
    }
    return {};
}

QString PhaseTableModel::toolTip(int row, int column) const
{
    const Phase& p = phase(row);
    const PhaseResult* r = result(row);
    switch (column) {
    case Name:
        return p.notes;
    case Hours:
        return p.workload ? tr("Derived from the phase's workload. Double-click to edit the workload.") : QString();
    case Split:
        if (!r || r->hoursFrom != QLatin1String("workload") || r->cards == 0)
            return p.usesGpu() ? tr("Without a model workload the cards simply share the hours.")
                               : tr("Runs without a GPU.");
        return r->scaling > 0
            ? tr("%1; they work %2 times as fast as one card (S).")
                  .arg(cost_to_finish::describe(r->split, r->machines, r->cardsPerMachine, r->split.zero > 0),
                      QLocale().toString(r->scaling, 'f', 2))
            : cost_to_finish::describe(r->split, r->machines, r->cardsPerMachine, r->split.zero > 0);
    case Utilization: {
        const Project project = m_plan->project(m_scenario);
        if (p.utilization)
            return tr("Set for this phase; choose \"default of the kind\" in the cell to go back to the default.");
        return tr("Default for %1: %2, because %3. Change it in the Project tab.")
            .arg(PhaseKinds::label(p.kind), percent(ProjectPlanner::utilization(p, project)),
                PhaseKinds::utilizationReason(p.kind, project));
    }
    case Offer:
        return displayValue(row, column); // the column elides long names
    case Cost:
        if (r && r->transferHours > 0)
            return tr("Includes moving the phase's data: %1 billed on its cards, ingress %2, egress %3.")
                .arg(money::formatHours(r->transferHours), money::format(r->ingressCost, m_plan->plan().currency),
                    money::format(r->egressCost, m_plan->plan().currency));
        return {};
    }
    return {};
}

QVariant PhaseTableModel::editValue(const Phase& p, int column) const
{
    switch (column) {
    case Name:
        return p.name;
    case Kind:
        return PhaseKinds::key(p.kind);
    case Card:
        return p.card;
    case Cards:
        return p.cards;
    case Hours:
        return p.hours.value_or(0);
    case Utilization:
        return p.utilization ? *p.utilization * 100.0 : 0.0; // 0: the default of the kind
    case Repeats:
        return p.repeats;
    case Offer:
        return p.offer;
    case GapDays:
        return p.gapDays;
    case StartDay:
        return p.startDay ? QVariant(*p.startDay) : QVariant(-1.0);
    }
    return {};
}

QVariant PhaseTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        const QString text = displayValue(row, column);
        return problem(row, column).isEmpty() ? text : text + QStringLiteral("  ⚠");
    }
    case Qt::EditRole:
        return editValue(phase(row), column);
    case Qt::ToolTipRole: {
        const QString reason = problem(row, column);
        if (!reason.isEmpty())
            return reason;
        const QString tip = toolTip(row, column);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case ProblemRole:
        return problem(row, column);
    case Qt::TextAlignmentRole:
        if (column == Cards || column == Hours || column == Utilization || column == Repeats || column == GapDays
            || column == Start || column == Cost)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QVariant PhaseTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case Name:
        return tr("Phase");
    case Kind:
        return tr("Kind");
    case Card:
        return tr("Card");
    case Cards:
        return tr("Cards");
    case Split:
        return tr("Runs as");
    case Hours:
        return tr("Hours per run");
    case Utilization:
        return tr("Busy share");
    case Repeats:
        return tr("Rounds");
    case Offer:
        return tr("Offer");
    case GapDays:
        return tr("Gap before");
    case StartDay:
        return tr("Starts");
    case Start:
        return tr("Start");
    case Cost:
        return tr("Cost");
    }
    return {};
}

Qt::ItemFlags PhaseTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::ItemIsDropEnabled;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled;
    const Phase& p = phase(index.row());
    const int c = index.column();
    const bool readOnly
        = c == Start || c == Cost || c == Split || (c == Hours && p.workload) || (c == Cards && !p.usesGpu());
    if (!readOnly)
        f |= Qt::ItemIsEditable;
    return f;
}

std::optional<Phase> PhaseTableModel::edited(int row, int column, const QVariant& value)
{
    Phase p = phase(row);
    switch (column) {
    case Name:
        p.name = value.toString().trimmed();
        break;
    case Kind: {
        const auto kind = PhaseKinds::fromKey(value.toString());
        if (!kind) {
            m_lastError = tr("unknown kind \"%1\"").arg(value.toString());
            return std::nullopt;
        }
        p.kind = *kind;
        break;
    }
    case Card:
        p.card = value.toString();
        if (p.card == QLatin1String(Phase::kNoCard)) {
            p.cards = 0;
            p.offer = QLatin1String(Phase::kAutoOffer);
        } else {
            p.cards = std::max(p.cards, 1);
            // The chosen offer rents another card: let the cheapest offer for the new card run it.
            const qsizetype offer = m_plan->plan().indexOfOffer(p.offer);
            if (offer >= 0 && m_plan->plan().offers.at(offer).card != p.card)
                p.offer = QLatin1String(Phase::kAutoOffer);
        }
        break;
    case Cards:
        p.cards = value.toInt();
        break;
    case Hours:
        p.hours = value.toDouble();
        break;
    case Utilization:
        if (value.toDouble() <= 0)
            p.utilization.reset(); // the default of the kind (the Project tab)
        else
            p.utilization = value.toDouble() / 100.0;
        break;
    case Repeats:
        p.repeats = value.toInt();
        break;
    case Offer:
        p.offer = value.toString();
        break;
    case GapDays:
        p.gapDays = value.toDouble();
        break;
    case StartDay:
        if (value.toDouble() < 0)
            p.startDay.reset();
        else
            p.startDay = value.toDouble();
        break;
    default:
        return std::nullopt;
    }
    return checked(row, p);
}

std::optional<Phase> PhaseTableModel::checked(int row, const Phase& p)
{
    // The plan file's rules, with the plan file's messages: write the phase and read it back.
    try {
        return phase_json::read(phase_json::write(p), QStringLiteral("phases[%1]").arg(row), m_plan->plan().offers);
    } catch (const InputException& e) {
        m_lastError = e.error().toString();
        return std::nullopt;
    }
}

bool PhaseTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole)
        return false;
    const int row = index.row();
    const int column = index.column();
    const std::optional<Phase> after = edited(row, column, value);
    if (!after) {
        m_cellErrors.insert(cellKey(row, column), m_lastError);
        Q_EMIT dataChanged(index, index);
        Q_EMIT editRejected(row, column, m_lastError);
        return false;
    }
    m_cellErrors.remove(cellKey(row, column));
    // Compared as saved: a phase read from a file keeps that file's sparse JSON as its source, the
    // checked one the full JSON it was written to, so `==` would call re-picking a cell's value a change.
    if (phase_json::write(*after) == phase_json::write(phase(row))) {
        Q_EMIT dataChanged(index, index);
        return true;
    }
    if (m_editHandler)
        m_editHandler(row, *after, column);
    else
        m_plan->setPhase(m_scenario, row, *after);
    return true;
}

Qt::DropActions PhaseTableModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

QStringList PhaseTableModel::mimeTypes() const
{
    return { QLatin1String(kMimeType) };
}

QMimeData* PhaseTableModel::mimeData(const QModelIndexList& indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    auto* data = new QMimeData;
    data->setData(QLatin1String(kMimeType), QByteArray::number(indexes.first().row()));
    return data;
}

bool PhaseTableModel::dropMimeData(
    const QMimeData* data, Qt::DropAction action, int row, int, const QModelIndex& parent)
{
    if (!data || action != Qt::MoveAction || !data->hasFormat(QLatin1String(kMimeType)))
        return false;
    bool ok = false;
    const int from = data->data(QLatin1String(kMimeType)).toInt(&ok);
    if (!ok || from < 0 || from >= rowCount())
        return false;
    // Dropped on a row: take its place; between rows or below the last: go there.
    int to = parent.isValid() ? parent.row() : (row < 0 ? rowCount() : row);
    if (to > from && !parent.isValid())
        --to;
    to = std::clamp(to, 0, rowCount() - 1);
    if (to != from) {
        if (m_moveHandler)
            m_moveHandler(from, to);
        else
            m_plan->movePhase(m_scenario, from, to);
    }
    // The move is done here: returning false keeps the view from removing the dragged row.
    return false;
}

} // namespace rp
