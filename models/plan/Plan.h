#pragma once

#include "models/plan/Offer.h"
#include "models/plan/Phase.h"
#include "models/plan/Project.h"
#include "models/plan/Quote.h"
#include "models/plan/Scenario.h"
#include "models/plan/SelfBuild.h"

#include <QDate>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace rp {

// The plan document in memory, every section of format version 1 (phases and scenarios
// included); PlanFormat reads and writes each section through its own reader.
struct Plan {
    QString name;
    QString currency = QStringLiteral("CNY");
    QList<Offer> offers;
    std::optional<SelfBuild> selfBuild; // absent = buying is not compared
    // For the procurement PDF (docs/plan-format.md).
    double contingency = 0.10; // share added to the budget for what the plan does not foresee
    bool examplePrices = false; // prices are placeholders, not quotes: the PDF marks every page
    QString documentVersion; // the PDF's version label; empty = "1"
    QDate quoteValidUntil; // invalid = not stated
    QList<Quote> quotes; // providers' quotes, checked and compared (plan/QuoteJson)
    QString requiredDriver; // lowest NVIDIA driver the plan's software needs; empty = any
    QList<Phase> phases; // the project planner's phases, in calendar order of "after the previous"
    std::optional<Project> project; // absent in older files: start date unknown, no deadline
    QList<Scenario> scenarios;

    // The top-level object as read, so unknown keys survive a save.
    nlohmann::json source = nlohmann::json::object();

    qsizetype indexOfOffer(const QString& id) const
    {
        for (qsizetype i = 0; i < offers.size(); ++i) {
            if (offers.at(i).id == id)
                return i;
        }
        return -1;
    }
    // `base` if no offer uses it, else base-2, base-3, ...
    QString uniqueOfferId(const QString& base) const
    {
        const QString stem = base.isEmpty() ? QStringLiteral("offer") : base;
        QString id = stem;
        for (int n = 2; indexOfOffer(id) >= 0; ++n)
            id = stem + u'-' + QString::number(n);
        return id;
    }
    qsizetype indexOfPhase(const QString& id) const
    {
        for (qsizetype i = 0; i < phases.size(); ++i) {
            if (phases.at(i).id == id)
                return i;
        }
        return -1;
    }
    qsizetype indexOfScenario(const QString& scenarioName) const
    {
        for (qsizetype i = 0; i < scenarios.size(); ++i) {
            if (scenarios.at(i).name == scenarioName)
                return i;
        }
        return -1;
    }
    // What a day of delay costs the project: the project's setting, else self_build's, where older
    // files keep it; 0 when neither states one.
    double delayCostPerDay() const
    {
        if (project && project->delayCostPerDay)
            return *project->delayCostPerDay;
        return selfBuild ? selfBuild->delayCostPerDay : 0.0;
    }
    // The commercial terms asked of vendors: those of the scenario's own project when it has one
    // (as ProjectPlanner::withScenario evaluates it), else the plan's; none stated without a project.
    ProcurementTerms procurementTerms(const QString& scenario = {}) const
    {
        const qsizetype i = scenario.isEmpty() ? -1 : indexOfScenario(scenario);
        if (i >= 0 && scenarios.at(i).project)
            return scenarios.at(i).project->terms;
        return project ? project->terms : ProcurementTerms {};
    }
    bool operator==(const Plan& other) const = default;
};

} // namespace rp
