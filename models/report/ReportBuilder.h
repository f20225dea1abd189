#pragma once

#include "models/plan/Plan.h"
#include "models/report/ReportContent.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace rp {

// Who is exporting and for which scenario; the rest comes from the plan.
struct ReportOptions {
    QString scenario; // empty = the plan as it is
    bool unsavedEdits = false; // the window's plan has edits its file does not have yet
    QString author;
    QString organisation;
    QDate date = QDate::currentDate();
};

// The procurement PDF's content, in the installed language: every number from
// the same engine calls as `rentplan plan --json` and `rentplan costs`, formatted
// here so the renderer only places text.
class ReportBuilder {
    Q_DECLARE_TR_FUNCTIONS(ReportBuilder)

public:
    // Throws InputException for an unknown scenario.
    static report::ReportContent build(const Plan& plan, const ReportOptions& options);
};

} // namespace rp
