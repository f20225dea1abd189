#pragma once

#include "models/plan/Plan.h"

#include <QObject>

#include <optional>

namespace rp {

// The open plan, shared by the Billing tab's table, form and charts. It only
// stores and announces changes; undo lives in the views (QUndoStack is QtGui),
// whose commands call these setters.
class PlanModel : public QObject {
    Q_OBJECT

public:
    explicit PlanModel(QObject* parent = nullptr);

    const Plan& plan() const { return m_plan; }
    void setPlan(Plan plan);

    void setOffer(int row, const Offer& offer);
    void insertOffers(int row, const QList<Offer>& offers);
    void removeOffers(int row, int count);
    void setSelfBuild(const std::optional<SelfBuild>& selfBuild);
    void setCurrency(const QString& currency);

    // `base` if no offer uses it, else base-2, base-3, ...
    QString uniqueOfferId(const QString& base) const;

    // Phases of the plan (`scenario` = -1) or of one of its scenarios (docs/plan-format.md).
    const QList<Phase>& phases(int scenario) const;
    void setPhase(int scenario, int row, const Phase& phase);
    void insertPhases(int scenario, int row, const QList<Phase>& phases);
    void removePhases(int scenario, int row, int count);
    void movePhase(int scenario, int from, int to);
    void insertScenario(int index, const Scenario& scenario);
    void removeScenario(int index);
    void renameScenario(int index, const QString& name);
    // The plan's project. Its delay cost per day is also the self-build's (project_json::read copies
    // it there for the Billing tab), so setting one sets the other: setSelfBuild does the same back.
    void setProject(const std::optional<Project>& project);
    // The project the phases of `scenario` (-1: the plan's own) are planned under: the scenario's own
    // when it has one, else the plan's, else an empty one.
    Project project(int scenario) const;
    // Whether `project` is one the plan file accepts (the file's own reader decides); if not, why,
    // naming the field ("project.deadline: is before the start date").
    bool acceptsProject(const Project& project, QString* error) const;
    // `base` if no phase of that list uses it, else base-2, base-3, ...
    QString uniquePhaseId(int scenario, const QString& base) const;

Q_SIGNALS:
    void aboutToReset();
    void reset();
    void offersAboutToBeInserted(int row, int count);
    void offersInserted();
    void offersAboutToBeRemoved(int row, int count);
    void offersRemoved();
    void offerChanged(int row);
    void selfBuildChanged();
    void currencyChanged();
    void phaseChanged(int scenario, int row);
    void phasesAboutToBeReset(int scenario); // rows inserted, removed or moved
    void phasesReset(int scenario);
    void scenariosChanged();
    void projectChanged();
    // After any of the above: recompute what depends on the plan.
    void changed();

private:
    QList<Phase>& phaseList(int scenario);

    Plan m_plan;
};

} // namespace rp
