#pragma once

#include <QMessageBox>
#include <QString>

class QWidget;

namespace rp {

// Every file dialog and question box goes through here, so a GUI test can
// answer it in advance (setNextFileName / setNextAnswer) instead of blocking
// on a modal window (STYLE.md, KeePassXC's MessageBox/FileDialog pattern).
class Dialogs {
public:
    static QString openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
    static QString saveFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
    static QString existingDirectory(QWidget* parent, const QString& caption, const QString& dir = {});
    static QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
        QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton);
    static void warning(QWidget* parent, const QString& title, const QString& text);
    static void information(QWidget* parent, const QString& title, const QString& text);

    // Test hooks: the next call of that kind returns this answer without showing anything.
    static void setNextFileName(const QString& fileName);
    static void setNextAnswer(QMessageBox::StandardButton answer);
    // Messages shown (or that would have been shown) since the last call; cleared on read.
    static QStringList takeShownMessages();
    // In tests, warning/information only record their text instead of opening a window.
    static void setRecordOnly(bool recordOnly);
};

} // namespace rp
