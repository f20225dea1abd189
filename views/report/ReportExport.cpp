#include "views/report/ReportExport.h"

#include "models/common/AppSettings.h"
#include "models/qt/PlanModel.h"
#include "models/report/ReportBuilder.h"
#include "views/common/Dialogs.h"
#include "views/document/PlanController.h"
#include "views/report/ReportPdfWriter.h"
#include "views/report/ReportRenderer.h"
#include "views/report/ReportStyle.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLineEdit>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QScreen>
#include <QStandardPaths>
#include <QStyle>
#include <QToolBar>

namespace rp {

namespace {

ReportOptions optionsFromSettings(const std::function<QString()>& scenario, bool unsavedEdits)
{
    ReportOptions options;
    options.scenario = scenario ? scenario() : QString();
    options.unsavedEdits = unsavedEdits;
    options.author = AppSettings::value(AppSettings::Key::ReportAuthor).toString();
    options.organisation = AppSettings::value(AppSettings::Key::ReportOrganisation).toString();
    return options;
}

} // namespace

ReportExport::ReportExport(PlanController* plan, QWidget* window)
    : QObject(window)
    , m_plan(plan)
    , m_window(window)
    , m_exportAction(new QAction(this))
{
    m_exportAction->setObjectName(QStringLiteral("exportPdfAction"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &ReportExport::showPreview);
    retranslate();
}

void ReportExport::retranslate()
{
    m_exportAction->setText(tr("&Export PDF…"));
    m_exportAction->setToolTip(tr("The plan on screen as a PDF for procurement, with a preview"));
}

QString ReportExport::startDirectory() const
{
    const QString last = AppSettings::value(AppSettings::Key::LastExportDirectory).toString();
    if (!last.isEmpty() && QDir(last).exists())
        return last;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void ReportExport::paint(QPrinter* printer)
{
    if (!ReportStyle::missingFont().isEmpty())
        return; // saveTo() names the missing font
    const report::ReportContent content
        = ReportBuilder::build(m_plan->model()->plan(), optionsFromSettings(m_scenarioOnScreen, m_plan->isModified()));
    ReportRenderer(content).paint(printer);
}

void ReportExport::showPreview()
{
    // The first export asks whom the plan is from, so the cover names them rather than "not set";
    // asked once (an answer left empty is kept too), then edited in the preview's toolbar.
    if (!AppSettings::isStored(AppSettings::Key::ReportAuthor)
        && !AppSettings::isStored(AppSettings::Key::ReportOrganisation)) {
        const std::optional<QStringList> names = Dialogs::fields(m_window, tr("Export PDF"),
            tr("The PDF's cover names who the plan is from. You can change this later in the preview's toolbar."),
            { tr("Author:"), tr("Organisation:") }, { QString(), QString() });
        AppSettings::setValue(AppSettings::Key::ReportAuthor, names ? names->value(0) : QString());
        AppSettings::setValue(AppSettings::Key::ReportOrganisation, names ? names->value(1) : QString());
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setFullPage(true);
    ReportPdfWriter::preparePage(&printer, QPageSize::A4);
    QPrintPreviewDialog preview(&printer, m_window);
    preview.setObjectName(QStringLiteral("reportPreview"));
    preview.setWindowTitle(tr("Export PDF — %1").arg(m_plan->displayName()));
    if (QToolBar* toolbar = preview.findChild<QToolBar*>()) {
        auto* save = new QAction(tr("Save PDF…"), &preview);
        save->setObjectName(QStringLiteral("savePdfAction"));
        save->setToolTip(tr("Save this document as a PDF with bookmarks"));
        const QList<QAction*> actions = toolbar->actions();
        toolbar->insertAction(actions.isEmpty() ? nullptr : actions.first(), save);
        toolbar->insertSeparator(actions.isEmpty() ? nullptr : actions.first());
        // The cover's author and organisation, kept in the settings for the next export and the CLI.
        toolbar->addSeparator();
        const QList<QPair<AppSettings::Key, QString>> fields = {
            { AppSettings::Key::ReportAuthor, tr("Author") },
            { AppSettings::Key::ReportOrganisation, tr("Organisation") },
        };
        for (const auto& [key, label] : fields) {
            auto* edit = new QLineEdit(AppSettings::value(key).toString(), toolbar);
            edit->setObjectName(key == AppSettings::Key::ReportAuthor ? QStringLiteral("reportAuthor")
                                                                      : QStringLiteral("reportOrganisation"));
            edit->setPlaceholderText(label);
            edit->setToolTip(tr("%1 on the cover page").arg(label));
            edit->setMaximumWidth(180);
            toolbar->addWidget(edit);
            connect(edit, &QLineEdit::editingFinished, &preview, [edit, key = key, &preview] {
                if (AppSettings::value(key).toString() == edit->text())
                    return;
                AppSettings::setValue(key, edit->text());
                if (auto* widget = preview.findChild<QPrintPreviewWidget*>())
                    widget->updatePreview();
            });
        }
        connect(save, &QAction::triggered, &preview, [this, &preview, &printer] {
            const QString base = m_plan->model()->plan().name.isEmpty() ? tr("plan") : m_plan->model()->plan().name;
            const QString path = Dialogs::saveFileName(&preview, tr("Export PDF"),
                QDir(startDirectory()).filePath(base + QStringLiteral(".pdf")), tr("PDF documents (*.pdf)"));
            if (path.isEmpty())
                return;
            const QPageSize::PageSizeId size
                = printer.pageLayout().pageSize().id() == QPageSize::Letter ? QPageSize::Letter : QPageSize::A4;
            if (saveTo(path, size))
                preview.accept();
        });
    }
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, &ReportExport::paint);
    placePreview(&preview);
    preview.exec();
    AppSettings::setValue(AppSettings::Key::ReportPreviewGeometry, preview.saveGeometry());
}

void ReportExport::placePreview(QPrintPreviewDialog* preview) const
{
    // Qt opens the preview at its size hint (910 × 512 here): the toolbar cut off, an A4 page too
    // small to read. The first time it takes 90 % of the screen's height and a width that shows a
    // page at reading size, the page fit to the width; after that, the size the user left it at.
    if (preview->restoreGeometry(AppSettings::value(AppSettings::Key::ReportPreviewGeometry).toByteArray()))
        return;
    const QScreen* screen = m_window ? m_window->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1366, 768);
    constexpr int kReadingWidth = 1100; // an A4 page about 1 000 px wide, 10-point text at ~13 px
    const QSize size(std::min(kReadingWidth, available.width() * 9 / 10), available.height() * 9 / 10);
    preview->setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    if (auto* widget = preview->findChild<QPrintPreviewWidget*>())
        widget->fitToWidth();
}

bool ReportExport::saveTo(const QString& path, QPageSize::PageSizeId size)
{
    const report::ReportContent content
        = ReportBuilder::build(m_plan->model()->plan(), optionsFromSettings(m_scenarioOnScreen, m_plan->isModified()));
    QString error;
    if (!ReportPdfWriter::write(content, size, path, &error)) {
        Dialogs::warning(
            m_window, tr("Export PDF"), tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    AppSettings::setValue(AppSettings::Key::LastExportDirectory, QFileInfo(path).absolutePath());
    return true;
}

} // namespace rp
