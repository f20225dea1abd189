#include "views/toolkit/RequestExport.h"

#include "models/common/AppSettings.h"
#include "models/common/InputError.h"
#include "models/procurement/BillOfQuantities.h"
#include "models/procurement/RfqCsv.h"
#include "models/procurement/RfqXlsx.h"
#include "models/qt/PlanModel.h"
#include "views/common/Dialogs.h"
#include "views/document/PlanController.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace rp {

RequestExport::RequestExport(PlanController* plan, QWidget* window)
    : QObject(window)
    , m_plan(plan)
    , m_window(window)
    , m_action(new QAction(this))
{
    m_action->setObjectName(QStringLiteral("exportRequestAction"));
    connect(m_action, &QAction::triggered, this, &RequestExport::exportRequest);
    retranslate();
}

void RequestExport::retranslate()
{
    m_action->setText(tr("Request for &quotation…"));
    m_action->setToolTip(tr("The plan's bill of quantities as a workbook vendors fill in line by line; read their "
                            "answers back on the Rented machine tab"));
}

void RequestExport::exportRequest()
{
    QString dir = AppSettings::value(AppSettings::Key::LastExportDirectory).toString();
    if (dir.isEmpty() || !QDir(dir).exists())
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = Dialogs::saveFileName(m_window, tr("Save the request for quotation"),
        QDir(dir).filePath(tr("request-for-quotation.xlsx")), tr("Workbook (*.xlsx);;CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (saveTo(path))
        AppSettings::setValue(AppSettings::Key::LastExportDirectory, QFileInfo(path).absolutePath());
}

bool RequestExport::saveTo(const QString& path)
{
    const QString title = tr("Request for quotation");
    const Plan& plan = m_plan->model()->plan();
    QByteArray bytes;
    try {
        const QString scenario = m_scenarioOnScreen ? m_scenarioOnScreen() : QString();
        const QList<BillLine> lines = BillOfQuantities::build(plan, scenario);
        bytes = path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive)
            ? RfqXlsx::write(lines, plan.currency, plan.procurementTerms(scenario))
            : RfqCsv::write(lines, plan.currency);
    } catch (const InputException& e) {
        Dialogs::warning(m_window, title, e.error().toString());
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        Dialogs::warning(m_window, title, tr("%1: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

} // namespace rp
