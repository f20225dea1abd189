#pragma once

#include <QMainWindow>

class QActionGroup;
class QMenu;
class QTabWidget;

namespace rp {

class EstimatorPage;

// Assembles the tabs and the menus; each tab is its own widget in views/.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    void retranslateUi();
    void switchLanguage(const QString& language);

    QTabWidget* m_tabs = nullptr;
    EstimatorPage* m_estimatorPage = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_systemLanguageAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
};

} // namespace rp
