#pragma once

#include "models/plan/Plan.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QUndoStack;
class QWidget;

namespace rp {

class PlanModel;

// The open plan as a document: file name, unsaved changes, undo stack, and the
// File/Edit actions the main window puts in its menus. One per window.
class PlanController : public QObject {
    Q_OBJECT

public:
    // `window` parents the dialogs. Starts with the shipped example plan as an untitled document.
    explicit PlanController(QWidget* window, QObject* parent = nullptr);

    PlanModel* model() const { return m_model; }
    QUndoStack* undoStack() const { return m_undoStack; }

    QAction* newAction() const { return m_newAction; }
    QAction* openAction() const { return m_openAction; }
    QAction* saveAction() const { return m_saveAction; }
    QAction* saveAsAction() const { return m_saveAsAction; }
    QAction* undoAction() const { return m_undoAction; }
    QAction* redoAction() const { return m_redoAction; }
    QMenu* recentMenu() const { return m_recentMenu; }

    QString filePath() const { return m_filePath; } // empty while untitled
    bool isModified() const;
    // The plan's file name ("example.rentplan" for the shipped example), or "Untitled plan".
    QString name() const;
    // name() with "*" while it has unsaved changes, for the window title.
    QString displayName() const;
    // Whether the document is the shipped example, unsaved under a name of its own.
    bool isExample() const { return m_isExample; }

    // Asks to save unsaved changes (Save / Discard / Cancel); false = the user cancelled.
    bool maybeSave();
    // Loads a plan file; shows the error (file and JSON path) and returns false when it is refused.
    bool open(const QString& path);
    bool save();
    bool saveAs();
    void newPlan();
    void loadExample();
    // A shipped example (":/data/examples/…"), opened untitled so saving asks for a name.
    void loadExample(const QString& resourcePath);
    // Action texts in the current language; BillingPage calls it on QEvent::LanguageChange
    // (plain QObjects do not receive that event).
    void retranslate();

Q_SIGNALS:
    // File name or modified state changed: update the window title.
    void documentChanged();

private:
    bool saveTo(const QString& path);
    void setDocument(Plan plan, const QString& path);
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    QString startDirectory() const;

    QWidget* m_window;
    PlanModel* m_model;
    QUndoStack* m_undoStack;
    QString m_filePath;
    bool m_isExample = false;
    QAction* m_newAction;
    QAction* m_openAction;
    QAction* m_saveAction;
    QAction* m_saveAsAction;
    QAction* m_undoAction;
    QAction* m_redoAction;
    QMenu* m_recentMenu;
};

} // namespace rp
