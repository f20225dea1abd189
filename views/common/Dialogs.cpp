#include "views/common/Dialogs.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <optional>

namespace rp {

namespace {

struct Pending {
    std::optional<QString> fileName;
    std::optional<QMessageBox::StandardButton> answer;
    QList<std::optional<Dialogs::PasswordAnswer>> passwords;
    QList<std::optional<QStringList>> fields;
    QStringList shown;
    bool recordOnly = false;
};

Pending& pending()
{
    static Pending state;
    return state;
}

// A prompt: `text` above `body`, OK and Cancel below; true when the user accepts it.
bool runPrompt(QDialog& dialog, const QString& name, const QString& title, const QString& text, QLayout* body)
{
    dialog.setObjectName(name);
    dialog.setWindowTitle(title);
    auto* label = new QLabel(text, &dialog);
    label->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(label);
    layout->addLayout(body);
    layout->addWidget(buttons);
    return dialog.exec() == QDialog::Accepted;
}

} // namespace

QString Dialogs::openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter)
{
    if (auto name = std::exchange(pending().fileName, std::nullopt))
        return *name;
    return QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

QStringList Dialogs::openFileNames(QWidget* parent, const QString& caption, const QString& dir, const QString& filter)
{
    if (auto name = std::exchange(pending().fileName, std::nullopt))
        return name->isEmpty() ? QStringList() : name->split(u'\n');
    return QFileDialog::getOpenFileNames(parent, caption, dir, filter);
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

std::optional<Dialogs::PasswordAnswer> Dialogs::password(QWidget* parent, const QString& title, const QString& text)
{
    pending().shown.append(text);
    if (!pending().passwords.isEmpty())
        return pending().passwords.takeFirst();
    if (pending().recordOnly)
        return std::nullopt;
    QDialog dialog(parent);
    auto* body = new QVBoxLayout;
    auto* field = new QLineEdit(&dialog);
    field->setObjectName(QStringLiteral("passwordField"));
    field->setEchoMode(QLineEdit::Password);
    auto* remember = new QCheckBox(tr("Remember in the desktop keyring"), &dialog);
    remember->setObjectName(QStringLiteral("rememberPassword"));
    body->addWidget(field);
    body->addWidget(remember);
    if (!runPrompt(dialog, QStringLiteral("passwordPrompt"), title, text, body))
        return std::nullopt;
    return PasswordAnswer { field->text(), remember->isChecked() };
}

std::optional<QStringList> Dialogs::fields(
    QWidget* parent, const QString& title, const QString& text, const QStringList& labels, const QStringList& values)
{
    pending().shown.append(text);
    if (!pending().fields.isEmpty())
        return pending().fields.takeFirst();
    if (pending().recordOnly)
        return std::nullopt;
    QDialog dialog(parent);
    auto* form = new QFormLayout;
    QList<QLineEdit*> edits;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        auto* edit = new QLineEdit(values.value(i), &dialog);
        form->addRow(labels.at(i), edit);
        edits.append(edit);
    }
    if (!runPrompt(dialog, QStringLiteral("fieldsPrompt"), title, text, form))
        return std::nullopt;
    QStringList out;
    for (const QLineEdit* edit : edits)
        out.append(edit->text().trimmed());
    return out;
}

void Dialogs::addFieldsAnswer(const std::optional<QStringList>& answer)
{
    pending().fields.append(answer);
}

void Dialogs::addPasswordAnswer(const std::optional<PasswordAnswer>& answer)
{
    pending().passwords.append(answer);
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
