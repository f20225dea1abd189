#include "common/Dialogs.h"

#include <QFileDialog>

#include <optional>

namespace rp {

namespace {

struct Pending {
    std::optional<QString> fileName;
    std::optional<QMessageBox::StandardButton> answer;
    QStringList shown;
    bool recordOnly = false;
};

Pending& pending()
{
    static Pending state;
    return state;
}

} // namespace

QString Dialogs::openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter)
{
    if (auto name = std::exchange(pending().fileName, std::nullopt))
        return *name;
    return QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

QString Dialogs::saveFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter)
{
    if (auto name = std::exchange(pending().fileName, std::nullopt))
        return *name;
    return QFileDialog::getSaveFileName(parent, caption, dir, filter);
}

QString Dialogs::existingDirectory(QWidget* parent, const QString& caption, const QString& dir)
{
    if (auto name = std::exchange(pending().fileName, std::nullopt))
        return *name;
    return QFileDialog::getExistingDirectory(parent, caption, dir);
}

QMessageBox::StandardButton Dialogs::question(QWidget* parent, const QString& title, const QString& text,
    QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    pending().shown.append(text);
    if (auto answer = std::exchange(pending().answer, std::nullopt))
        return *answer;
    return QMessageBox::question(parent, title, text, buttons, defaultButton);
}

void Dialogs::warning(QWidget* parent, const QString& title, const QString& text)
{
    pending().shown.append(text);
    if (!pending().recordOnly)
        QMessageBox::warning(parent, title, text);
}

void Dialogs::information(QWidget* parent, const QString& title, const QString& text)
{
    pending().shown.append(text);
    if (!pending().recordOnly)
        QMessageBox::information(parent, title, text);
}

void Dialogs::setNextFileName(const QString& fileName)
{
    pending().fileName = fileName;
}

void Dialogs::setNextAnswer(QMessageBox::StandardButton answer)
{
    pending().answer = answer;
}

QStringList Dialogs::takeShownMessages()
{
    return std::exchange(pending().shown, {});
}

void Dialogs::setRecordOnly(bool recordOnly)
{
    pending().recordOnly = recordOnly;
}

} // namespace rp
