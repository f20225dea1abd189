#pragma once

#include <QStringList>
#include <QVariant>
#include <QVariantMap>

namespace rp {

// The one typed door to QSettings: every persisted value has a key here with
// its name and default, so no key or default is spelt twice. QtCore only, so it lives
// with the engine: the command line reads what the window chose (the language, the
// PDF cover's author) without loading the window's library.
class AppSettings {
public:
    enum class Key {
        WindowGeometry,
        WindowState,
        Language, // "" = follow the system
        CurrentTab,
        EstimatorInputs, // JSON text of the last estimator inputs
        EstimatorCard, // card selected for the chart
        EstimatorModel, // "preset:ID", "config:PATH" or "params:TEXT"
        RecentPlans, // QStringList
        LastPlanDirectory,
        BillingLogScale,
        LedgerPath,
        ReportAuthor, // the plan PDF's cover
        ReportOrganisation,
        LastExportDirectory, // File → Export PDF…
        PlannerResultsTab, // the Planner tab's result view: timeline, strategies, …
        ReportPreviewGeometry, // the PDF preview's size and place, as the user left it
        ToolkitTab, // the Rented machine tab's view: quotes, acceptance, watchdog, transfer
    };

    // Named records stored side by side under one group (the team ledger's connection profiles).
    enum class Group {
        LedgerProfiles, // "ledgerProfiles/NAME/host", …: every field but the password
    };

    static QVariant value(Key key);
    static void setValue(Key key, const QVariant& value);
    // Whether the key was ever stored (value() gives its fallback when not).
    static bool isStored(Key key);
    static QString name(Key key);

    static QStringList recordNames(Group group);
    // The record's fields; empty when there is no record of that name.
    static QVariantMap record(Group group, const QString& name);
    // Replaces the record whole: fields not in `fields` are gone.
    static void setRecord(Group group, const QString& name, const QVariantMap& fields);
    static void removeRecord(Group group, const QString& name);
};

} // namespace rp
