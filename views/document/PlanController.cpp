#include "views/document/PlanController.h"

#include "models/common/AppSettings.h"
#include "models/plan/PlanFormat.h"
#include "models/qt/PlanModel.h"
#include "views/common/DesktopRecentFiles.h"
#include "views/common/Dialogs.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QUndoStack>

namespace rp {

namespace {

constexpr int kMaxRecent = 8;
const QString kExamplePath = QStringLiteral(":/data/examples/example.rentplan");

} // namespace

PlanController::PlanController(QWidget* window, QObject* parent)
    : QObject(parent)
    , m_window(window)
    , m_model(new PlanModel(this))
    , m_undoStack(new QUndoStack(this))
{
    m_newAction = new QAction(this);
    m_newAction->setObjectName(QStringLiteral("planNewAction"));
    m_newAction->setShortcut(QKeySequence::New);
    m_openAction = new QAction(this);
    m_openAction->setObjectName(QStringLiteral("planOpenAction"));
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction = new QAction(this);
    m_saveAction->setObjectName(QStringLiteral("planSaveAction"));
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setObjectName(QStringLiteral("planSaveAsAction"));
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_undoAction = m_undoStack->createUndoAction(this);
    m_undoAction->setObjectName(QStringLiteral("planUndoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undoStack->createRedoAction(this);
    m_redoAction->setObjectName(QStringLiteral("planRedoAction"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_recentMenu = new QMenu(window);
    m_recentMenu->setObjectName(QStringLiteral("recentPlansMenu"));

    connect(m_newAction, &QAction::triggered, this, [this] {
        if (maybeSave())
            newPlan();
    });
    connect(m_openAction, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString path = Dialogs::openFileName(
            m_window, tr("Open plan"), startDirectory(), tr("RentPlan plans (*.rentplan);;All files (*)"));
        if (!path.isEmpty())
            open(path);
    });
    connect(m_saveAction, &QAction::triggered, this, &PlanController::save);
    connect(m_saveAsAction, &QAction::triggered, this, &PlanController::saveAs);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &PlanController::documentChanged);

    retranslate();
    rebuildRecentMenu();
    loadExample();
}

bool PlanController::isModified() const
{
    return !m_undoStack->isClean();
}

QString PlanController::name() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    // The shipped example keeps its file's name, though saving asks where to put it.
    return m_isExample ? QFileInfo(kExamplePath).fileName() : tr("Untitled plan");
}

QString PlanController::displayName() const
{
    return isModified() ? name() + u'*' : name();
}

bool PlanController::maybeSave()
{
    if (!isModified())
        return true;
    const auto answer = Dialogs::question(m_window, tr("Unsaved changes"),
        tr("The plan \"%1\" has changes that are not saved. Save them?").arg(name()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void PlanController::setDocument(Plan plan, const QString& path)
{
    m_undoStack->clear();
    m_isExample = false;
    m_model->setPlan(std::move(plan));
    m_filePath = path;
    Q_EMIT documentChanged();
}

bool PlanController::open(const QString& path)
{
    InputError error;
    std::optional<Plan> plan = PlanFormat::load(path, &error);
    if (!plan) {
        Dialogs::warning(m_window, tr("Cannot open plan"), error.toString());
        return false;
    }
    setDocument(std::move(*plan), path);
    AppSettings::setValue(AppSettings::Key::LastPlanDirectory, QFileInfo(path).absolutePath());
    addRecent(path);
    return true;
}

void PlanController::newPlan()
{
    setDocument(Plan(), {});
}

void PlanController::loadExample()
{
    loadExample(kExamplePath);
}

void PlanController::loadExample(const QString& resourcePath)
{
    InputError error;
    std::optional<Plan> plan = PlanFormat::load(resourcePath, &error);
    Q_ASSERT_X(plan, "PlanController", "the shipped example plan must load");
    // Untitled: saving asks for a name instead of writing into the resources.
    setDocument(plan ? std::move(*plan) : Plan(), {});
    m_isExample = true;
    Q_EMIT documentChanged();
}

bool PlanController::save()
{
    return m_filePath.isEmpty() ? saveAs() : saveTo(m_filePath);
}

bool PlanController::saveAs()
{
    QString path
        = Dialogs::saveFileName(m_window, tr("Save plan"), startDirectory(), tr("RentPlan plans (*.rentplan)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".") + QLatin1String(PlanFormat::kSuffix);
    return saveTo(path);
}

bool PlanController::saveTo(const QString& path)
{
    QString error;
    if (!PlanFormat::save(m_model->plan(), path, &error)) {
        // The document stays modified, so closing still warns.
        Dialogs::warning(m_window, tr("Cannot save plan"), tr("%1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_filePath = path;
    m_undoStack->setClean();
    AppSettings::setValue(AppSettings::Key::LastPlanDirectory, QFileInfo(path).absolutePath());
    addRecent(path);
    Q_EMIT documentChanged();
    return true;
}

QString PlanController::startDirectory() const
{
    const QString last = AppSettings::value(AppSettings::Key::LastPlanDirectory).toString();
    return last.isEmpty() ? QDir::homePath() : last;
}

void PlanController::addRecent(const QString& path)
{
    QStringList recent = AppSettings::value(AppSettings::Key::RecentPlans).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    AppSettings::setValue(AppSettings::Key::RecentPlans, QStringList(recent.mid(0, kMaxRecent)));
    rebuildRecentMenu();
    // The desktop's recent files too (a file manager's "Recent"). The plan's MIME type and
    // the desktop entry's name are those resources/desktop/ installs; a list that cannot be
    // written costs only that entry. A plan inside the program (":/…") is no file of the desktop.
    if (!absolute.startsWith(u':'))
        DesktopRecentFiles::add(DesktopRecentFiles::defaultPath(),
            { absolute, QStringLiteral("application/x-rentplan+json"), QStringLiteral("RentPlan"),
                QStringLiteral("'rentplan %u'") },
            QDateTime::currentDateTimeUtc());
}

void PlanController::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = AppSettings::value(AppSettings::Key::RecentPlans).toStringList();
    for (const QString& path : recent) {
        QAction* action = m_recentMenu->addAction(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                open(path);
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void PlanController::retranslate()
{
    m_newAction->setText(tr("&New Plan"));
    m_openAction->setText(tr("&Open Plan…"));
    m_saveAction->setText(tr("&Save Plan"));
    m_saveAsAction->setText(tr("Save Plan &As…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
}

} // namespace rp
