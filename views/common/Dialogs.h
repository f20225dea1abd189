#pragma once

#include <QCoreApplication>
#include <QMessageBox>
#include <QString>

#include <optional>

class QWidget;

namespace rp {

// Every file dialog and question box goes through here, so a GUI test can
// answer it in advance (setNextFileName / setNextAnswer) instead of blocking
// on a modal window (as keepassxreboot/keepassxc's src/gui/MessageBox.h and src/gui/FileDialog.h do).
class Dialogs {
    Q_DECLARE_TR_FUNCTIONS(Dialogs)

public:
    // What the password prompt returns: the password and whether to keep it in the desktop keyring.
    struct PasswordAnswer {
        QString password;
        bool remember = false;
    };
    static QString openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
    // Several files at once; the test hook's name may hold several, one per line.
    static QStringList openFileNames(
        QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
    static QString saveFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
    static QString existingDirectory(QWidget* parent, const QString& caption, const QString& dir = {});
    static QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
        QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton);
    static void warning(QWidget* parent, const QString& title, const QString& text);
    static void information(QWidget* parent, const QString& title, const QString& text);
    // Asks for a password (shown as dots), with a "Remember in the desktop keyring" box;
    // nothing when the user cancels.
    static std::optional<PasswordAnswer> password(QWidget* parent, const QString& title, const QString& text);

    // A few lines of text to fill in (`labels`, prefilled with `values`); nothing when the user cancels.
    static std::optional<QStringList> fields(QWidget* parent, const QString& title, const QString& text,
        const QStringList& labels, const QStringList& values);

    // Test hooks: the next call of that kind returns this answer without showing anything.
    static void setNextFileName(const QString& fileName);
    static void setNextAnswer(QMessageBox::StandardButton answer);
    // Queued answers for the coming password prompts (nullopt = Cancel). In record-only
    // mode a prompt with no queued answer is cancelled instead of waiting for a user.
    static void addPasswordAnswer(const std::optional<PasswordAnswer>& answer);
    // Queued answers for the coming fields() prompts, the same way (nullopt = Cancel).
    static void addFieldsAnswer(const std::optional<QStringList>& answer);
    // Messages shown (or that would have been shown) since the last call; cleared on read.
    static QStringList takeShownMessages();
    // In tests, warning/information only record their text instead of opening a window.
    static void setRecordOnly(bool recordOnly);
};

} // namespace rp
