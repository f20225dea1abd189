#include "models/qt/PlanModel.h"

#include "models/common/InputError.h"
#include "models/plan/ProjectJson.h"

namespace rp {

PlanModel::PlanModel(QObject* parent)
    : QObject(parent)
{
}

void PlanModel::setPlan(Plan plan)
{
    Q_EMIT aboutToReset();
    m_plan = std::move(plan);
    Q_EMIT reset();
    Q_EMIT changed();
}

void PlanModel::setOffer(int row, const Offer& offer)
{
    Q_ASSERT(row >= 0 && row < m_plan.offers.size());
    m_plan.offers[row] = offer;
    Q_EMIT offerChanged(row);
    Q_EMIT changed();
}

void PlanModel::insertOffers(int row, const QList<Offer>& offers)
{
    if (offers.isEmpty())
        return;
    Q_EMIT offersAboutToBeInserted(row, int(offers.size()));
    for (qsizetype i = 0; i < offers.size(); ++i)
        m_plan.offers.insert(row + i, offers.at(i));
    Q_EMIT offersInserted();
    Q_EMIT changed();
}

void PlanModel::removeOffers(int row, int count)
{
    if (count <= 0)
        return;
    Q_EMIT offersAboutToBeRemoved(row, count);
    m_plan.offers.remove(row, count);
    Q_EMIT offersRemoved();
    Q_EMIT changed();
}

void PlanModel::setSelfBuild(const std::optional<SelfBuild>& selfBuild)
{
    m_plan.selfBuild = selfBuild;
    const bool project = selfBuild && m_plan.project && m_plan.project->delayCostPerDay
        && *m_plan.project->delayCostPerDay != selfBuild->delayCostPerDay;
    if (project)
        m_plan.project->delayCostPerDay = selfBuild->delayCostPerDay;
    Q_EMIT selfBuildChanged();
    if (project)
        Q_EMIT projectChanged();
    Q_EMIT changed();
}

void PlanModel::setCurrency(const QString& currency)
{
    m_plan.currency = currency;
    Q_EMIT currencyChanged();
    Q_EMIT changed();
}

QString PlanModel::uniqueOfferId(const QString& base) const
{
    return m_plan.uniqueOfferId(base);
}

const QList<Phase>& PlanModel::phases(int scenario) const
{
    return scenario < 0 ? m_plan.phases : m_plan.scenarios.at(scenario).phases;
}

QList<Phase>& PlanModel::phaseList(int scenario)
{
    return scenario < 0 ? m_plan.phases : m_plan.scenarios[scenario].phases;
}

void PlanModel::setPhase(int scenario, int row, const Phase& phase)
{
    Q_ASSERT(row >= 0 && row < phases(scenario).size());
    phaseList(scenario)[row] = phase;
    Q_EMIT phaseChanged(scenario, row);
    Q_EMIT changed();
}

void PlanModel::insertPhases(int scenario, int row, const QList<Phase>& inserted)
{
    if (inserted.isEmpty())
        return;
    Q_EMIT phasesAboutToBeReset(scenario);
    QList<Phase>& list = phaseList(scenario);
    for (qsizetype i = 0; i < inserted.size(); ++i)
        list.insert(row + i, inserted.at(i));
    Q_EMIT phasesReset(scenario);
    Q_EMIT changed();
}

void PlanModel::removePhases(int scenario, int row, int count)
{
    if (count <= 0)
        return;
    Q_EMIT phasesAboutToBeReset(scenario);
    phaseList(scenario).remove(row, count);
    Q_EMIT phasesReset(scenario);
    Q_EMIT changed();
}

void PlanModel::movePhase(int scenario, int from, int to)
{
    if (from == to)
        return;
    Q_EMIT phasesAboutToBeReset(scenario);
    phaseList(scenario).move(from, to);
    Q_EMIT phasesReset(scenario);
    Q_EMIT changed();
}

void PlanModel::insertScenario(int index, const Scenario& scenario)
{
    m_plan.scenarios.insert(index, scenario);
    Q_EMIT scenariosChanged();
    Q_EMIT changed();
}

void PlanModel::removeScenario(int index)
{
    m_plan.scenarios.removeAt(index);
    Q_EMIT scenariosChanged();
    Q_EMIT changed();
}

void PlanModel::renameScenario(int index, const QString& name)
{
    m_plan.scenarios[index].name = name;
    Q_EMIT scenariosChanged();
    Q_EMIT changed();
}

void PlanModel::setProject(const std::optional<Project>& project)
{
    m_plan.project = project;
    const bool selfBuild = project && project->delayCostPerDay && m_plan.selfBuild
        && m_plan.selfBuild->delayCostPerDay != *project->delayCostPerDay;
    if (selfBuild)
        m_plan.selfBuild->delayCostPerDay = *project->delayCostPerDay;
    Q_EMIT projectChanged();
    if (selfBuild)
        Q_EMIT selfBuildChanged();
    Q_EMIT changed();
}

Project PlanModel::project(int scenario) const
{
    if (scenario >= 0 && scenario < m_plan.scenarios.size() && m_plan.scenarios.at(scenario).project)
        return *m_plan.scenarios.at(scenario).project;
    return m_plan.project.value_or(Project {});
}

bool PlanModel::acceptsProject(const Project& project, QString* error) const
{
    try {
        std::optional<SelfBuild> selfBuild = m_plan.selfBuild;
        project_json::read(project_json::write(project, selfBuild), QStringLiteral("project"), selfBuild);
        return true;
    } catch (const InputException& e) {
        if (error)
            *error = e.error().toString();
        return false;
    }
}

QString PlanModel::uniquePhaseId(int scenario, const QString& base) const
{
    const QString stem = base.isEmpty() ? QStringLiteral("phase") : base;
    auto used = [&](const QString& id) {
        for (const Phase& p : phases(scenario)) {
            if (p.id == id)
                return true;
        }
        return false;
    };
    QString id = stem;
    for (int n = 2; used(id); ++n)
        id = stem + u'-' + QString::number(n);
    return id;
}

} // namespace rp
