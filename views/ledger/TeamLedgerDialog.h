#pragma once

#include "models/ledger/LedgerLocation.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace rp {

// File → "Open Team Ledger (PostgreSQL)…" (docs/team-ledger.md): where the team's
// ledger server is, how to reach it (TLS mode, connect timeout), an optional
// password that is only kept in memory or, when asked, in the desktop keyring,
// saved connection profiles (never with a password), a warning when a server on
// another computer would be reached without encryption, and "Test connection",
// which runs on a worker thread so the dialog never freezes.
class TeamLedgerDialog : public QDialog {
    Q_OBJECT

public:
    explicit TeamLedgerDialog(QWidget* parent = nullptr);
    ~TeamLedgerDialog() override;

    // The connection the fields describe, with the typed password (in memory only).
    PgConnection connection() const;
    void setConnection(const PgConnection& connection);
    // Fills the fields from a saved profile and selects it; false if there is none of that name.
    bool selectProfile(const QString& name);
    // What to open and remember: "profile:NAME" while the fields still match the
    // selected profile, otherwise the URI (both without the password).
    QString locationText() const;
    // The user ticked "Remember in the desktop keyring" (with a password typed).
    bool rememberPassword() const;

Q_SIGNALS:
    // "Test connection" finished for the connection still shown.
    void testFinished(bool ok);

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildUi();
    void retranslateUi();
    void fillTlsModes();
    void refreshProfiles(const QString& select);
    void loadSelectedProfile();
    void saveProfile();
    void deleteProfile();
    void fieldsChanged();
    void startTest();
    static QString tlsModeName(const QString& mode);

    QComboBox* m_profiles;
    QPushButton* m_deleteProfile;
    QLineEdit* m_host;
    QSpinBox* m_port;
    QLineEdit* m_database;
    QLineEdit* m_user;
    QComboBox* m_tlsMode;
    QSpinBox* m_timeout;
    QLineEdit* m_password;
    QCheckBox* m_remember;
    QLabel* m_tlsWarning;
    QPushButton* m_test;
    QLabel* m_testResult;
    QLineEdit* m_profileName;
    QPushButton* m_saveProfile;
    QDialogButtonBox* m_buttons;
    QList<QLabel*> m_rowLabels;
    bool m_loading = false; // filling fields from a profile: not an edit by the user
    bool m_testing = false;
};

} // namespace rp
