#include "models/common/AppSettings.h"

#include <QSettings>

namespace rp {

namespace {

struct Entry {
    AppSettings::Key key;
    const char* name;
    QVariant fallback;
};

const QList<Entry>& entries()
{
    static const QList<Entry> table = {
        { AppSettings::Key::WindowGeometry, "window/geometry", QByteArray() },
        { AppSettings::Key::WindowState, "window/state", QByteArray() },
        { AppSettings::Key::Language, "ui/language", QString() },
        { AppSettings::Key::CurrentTab, "ui/currentTab", 0 },
        { AppSettings::Key::EstimatorInputs, "estimator/inputs", QString() },
        { AppSettings::Key::EstimatorCard, "estimator/card", QStringLiteral("rtx-4090") },
        { AppSettings::Key::EstimatorModel, "estimator/model", QStringLiteral("preset:llama-2-7b") },
        { AppSettings::Key::RecentPlans, "plans/recent", QStringList() },
        { AppSettings::Key::LastPlanDirectory, "plans/lastDirectory", QString() },
        { AppSettings::Key::BillingLogScale, "billing/logScale", false },
        { AppSettings::Key::LedgerPath, "ledger/path", QString() },
        { AppSettings::Key::ReportAuthor, "report/author", QString() },
        { AppSettings::Key::ReportOrganisation, "report/organisation", QString() },
        { AppSettings::Key::LastExportDirectory, "report/lastDirectory", QString() },
        { AppSettings::Key::PlannerResultsTab, "planner/resultsTab", 0 },
        { AppSettings::Key::ReportPreviewGeometry, "report/previewGeometry", QByteArray() },
        { AppSettings::Key::ToolkitTab, "toolkit/tab", 0 },
    };
    return table;
}

const Entry& entry(AppSettings::Key key)
{
    for (const Entry& e : entries()) {
        if (e.key == key)
            return e;
    }
    Q_UNREACHABLE();
}

} // namespace

QVariant AppSettings::value(Key key)
{
    const Entry& e = entry(key);
    return QSettings().value(QLatin1String(e.name), e.fallback);
}

void AppSettings::setValue(Key key, const QVariant& value)
{
    QSettings().setValue(QLatin1String(entry(key).name), value);
}

bool AppSettings::isStored(Key key)
{
    return QSettings().contains(QLatin1String(entry(key).name));
}

QString AppSettings::name(Key key)
{
    return QLatin1String(entry(key).name);
}

namespace {

QString groupName(AppSettings::Group group)
{
    switch (group) {
    case AppSettings::Group::LedgerProfiles:
        return QStringLiteral("ledgerProfiles");
    }
    Q_UNREACHABLE();
}

} // namespace

QStringList AppSettings::recordNames(Group group)
{
    QSettings settings;
    settings.beginGroup(groupName(group));
    return settings.childGroups();
}

QVariantMap AppSettings::record(Group group, const QString& name)
{
    QSettings settings;
    settings.beginGroup(groupName(group));
    QVariantMap fields;
    if (!settings.childGroups().contains(name))
        return fields;
    settings.beginGroup(name);
    for (const QString& key : settings.childKeys())
        fields.insert(key, settings.value(key));
    return fields;
}

void AppSettings::setRecord(Group group, const QString& name, const QVariantMap& fields)
{
    QSettings settings;
    settings.beginGroup(groupName(group));
    settings.remove(name);
    settings.beginGroup(name);
    for (auto it = fields.cbegin(); it != fields.cend(); ++it)
        settings.setValue(it.key(), it.value());
}

void AppSettings::removeRecord(Group group, const QString& name)
{
    QSettings settings;
    settings.beginGroup(groupName(group));
    settings.remove(name);
}

} // namespace rp
