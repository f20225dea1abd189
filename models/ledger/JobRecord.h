#pragma once

#include <QDate>
#include <QDateTime>
#include <QString>

#include <optional>

namespace rp {

// One rented job as the user recorded it: card, count, hours, real cost and what it
// produced. Field names follow the ledger's CSV header (README.md, "ledger").
struct JobRecord {
    qint64 id = 0; // 0 while the job is not stored yet
    QDate date; // start date
    QString provider;
    QString card; // a catalog id or free text
    qint64 cards = 1;
    QString billingMode;
    double billedHours = 0.0;
    std::optional<double> busyHours; // unknown = no idle time recorded
    double cost = 0.0;
    QString currency;
    QString task;
    QString model;
    QString result;
    QString tags; // separated by ';'
    QString notes;
    // Set when the job realized a phase of a plan ("record as job").
    QString plan;
    QString phase;
    std::optional<double> plannedCost;
    // The phase's planned wall-clock hours (the planner's PhaseResult::hours: every run and
    // the transfer), in the unit of billedHours; what calibration compares billed hours with.
    std::optional<double> plannedHours;
    // Team ledger only (docs/team-ledger.md), stamped by the server: who recorded the job and
    // who changed it last. Empty on a personal ledger.
    QString recordedBy;
    QDateTime recordedAt; // UTC, to the millisecond
    QString updatedBy;
    QDateTime updatedAt;

    // What an edit's optimistic check compares: the last change, else the recording.
    QDateTime version() const { return updatedAt.isValid() ? updatedAt : recordedAt; }
    // This job's content with another copy's stamps (an undo writes old content over the current version).
    JobRecord withStampsOf(const JobRecord& other) const
    {
        JobRecord job = *this;
        job.recordedBy = other.recordedBy;
        job.recordedAt = other.recordedAt;
        job.updatedBy = other.updatedBy;
        job.updatedAt = other.updatedAt;
        return job;
    }
    // The same job as the user recorded it (every field but the server's stamps).
    bool sameContent(const JobRecord& other) const { return withStampsOf(other) == other; }

    double cardHours() const { return double(cards) * billedHours; }
    double busyCardHours() const { return double(cards) * busyHours.value_or(billedHours); }
    // Money paid while the GPUs sat idle: cost × (billed − busy) / billed (README.md, `ledger stats`).
    double idleCost() const
    {
        return billedHours > 0 ? cost * (billedHours - busyHours.value_or(billedHours)) / billedHours : 0.0;
    }

    bool operator==(const JobRecord& other) const = default;
};

} // namespace rp
