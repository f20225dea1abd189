#include "views/ledger/TeamLedgerDialog.h"

#include "models/ledger/PgServer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <memory>

namespace rp {

namespace {

// The rows of the form, in order; their labels are retranslated by index.
enum Row { ProfileRow, HostRow, PortRow, DatabaseRow, UserRow, TlsRow, TimeoutRow, PasswordRow, SaveRow, RowCount };

template <typename T> T* make(QWidget* parent, const char* name)
{
    auto* widget = new T(parent);
    widget->setObjectName(QLatin1String(name));
    return widget;
}

PgConnection withoutPassword(PgConnection connection)
{
    connection.password.clear();
    return connection;
}

} // namespace

TeamLedgerDialog::TeamLedgerDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("teamLedgerDialog"));
    buildUi();
    retranslateUi();
    refreshProfiles({});
    setConnection({});
}

TeamLedgerDialog::~TeamLedgerDialog() = default;

void TeamLedgerDialog::buildUi()
{
    m_profiles = make<QComboBox>(this, "profileCombo");
    m_deleteProfile = make<QPushButton>(this, "deleteProfileButton");
    m_host = make<QLineEdit>(this, "hostEdit");
    m_port = make<QSpinBox>(this, "portSpin");
    m_port->setRange(1, 65535);
    m_port->setGroupSeparatorShown(false); // a port is a name, not an amount: 5432, never 5,432
    m_database = make<QLineEdit>(this, "databaseEdit");
    m_user = make<QLineEdit>(this, "userEdit");
    m_tlsMode = make<QComboBox>(this, "tlsModeCombo");
    m_timeout = make<QSpinBox>(this, "timeoutSpin");
    m_timeout->setRange(1, 300);
    m_password = make<QLineEdit>(this, "passwordEdit");
    m_password->setEchoMode(QLineEdit::Password);
    m_remember = make<QCheckBox>(this, "rememberPasswordCheck");
    m_tlsWarning = make<QLabel>(this, "tlsWarningLabel");
    m_tlsWarning->setWordWrap(true);
    m_tlsWarning->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #664d03; padding: 6px; }"));
    m_test = make<QPushButton>(this, "testConnectionButton");
    m_testResult = make<QLabel>(this, "testResultLabel");
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_profileName = make<QLineEdit>(this, "profileNameEdit");
    m_saveProfile = make<QPushButton>(this, "saveProfileButton");
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);

    for (int row = 0; row < RowCount; ++row)
        m_rowLabels.append(new QLabel(this));
    auto* form = new QFormLayout;
    auto pair = [this](QWidget* first, QWidget* second) {
        auto* box = new QWidget(this);
        auto* layout = new QHBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(first, 1);
        layout->addWidget(second);
        return box;
    };
    form->addRow(m_rowLabels[ProfileRow], pair(m_profiles, m_deleteProfile));
    form->addRow(m_rowLabels[HostRow], m_host);
    form->addRow(m_rowLabels[PortRow], m_port);
    form->addRow(m_rowLabels[DatabaseRow], m_database);
    form->addRow(m_rowLabels[UserRow], m_user);
    form->addRow(m_rowLabels[TlsRow], m_tlsMode);
    form->addRow(m_rowLabels[TimeoutRow], m_timeout);
    form->addRow(m_rowLabels[PasswordRow], m_password);
    form->addRow(QString(), m_remember);
    form->addRow(m_rowLabels[SaveRow], pair(m_profileName, m_saveProfile));
    const QList<QWidget*> buddies
        = { m_profiles, m_host, m_port, m_database, m_user, m_tlsMode, m_timeout, m_password, m_profileName };
    for (int row = 0; row < RowCount; ++row)
        m_rowLabels[row]->setBuddy(buddies[row]);

    auto* testRow = new QHBoxLayout;
    testRow->addWidget(m_test, 0, Qt::AlignTop);
    testRow->addWidget(m_testResult, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_tlsWarning);
    layout->addLayout(testRow);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    setMinimumWidth(560);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_profiles, &QComboBox::currentIndexChanged, this, &TeamLedgerDialog::loadSelectedProfile);
    connect(m_deleteProfile, &QPushButton::clicked, this, &TeamLedgerDialog::deleteProfile);
    connect(m_saveProfile, &QPushButton::clicked, this, &TeamLedgerDialog::saveProfile);
    connect(m_profileName, &QLineEdit::textChanged, this, &TeamLedgerDialog::fieldsChanged);
    connect(m_test, &QPushButton::clicked, this, &TeamLedgerDialog::startTest);
    for (QLineEdit* edit : { m_host, m_database, m_user, m_password })
        connect(edit, &QLineEdit::textChanged, this, &TeamLedgerDialog::fieldsChanged);
    for (QSpinBox* spin : { m_port, m_timeout })
        connect(spin, &QSpinBox::valueChanged, this, &TeamLedgerDialog::fieldsChanged);
    connect(m_tlsMode, &QComboBox::currentIndexChanged, this, &TeamLedgerDialog::fieldsChanged);
    connect(m_remember, &QCheckBox::toggled, this, &TeamLedgerDialog::fieldsChanged);
}

QString TeamLedgerDialog::tlsModeName(const QString& mode)
{
    if (mode == u"disable")
        return tr("disable (never encrypted)");
    if (mode == u"allow")
        return tr("allow (encrypted only if the server insists)");
    if (mode == u"prefer")
        return tr("prefer (encrypted if the server offers it; the default)");
    if (mode == u"require")
        return tr("require (encrypted, certificate not checked)");
    if (mode == u"verify-ca")
        return tr("verify-ca (encrypted, certificate from a trusted authority)");
    if (mode == u"verify-full")
        return tr("verify-full (encrypted, certificate matches the host name)");
    return mode;
}

void TeamLedgerDialog::fillTlsModes()
{
    const QSignalBlocker blocker(m_tlsMode);
    const QString chosen = m_tlsMode->currentData().toString();
    m_tlsMode->clear();
    for (const QString& mode : pg_uri::sslModes())
        m_tlsMode->addItem(tlsModeName(mode), mode);
    m_tlsMode->setCurrentIndex(qMax(0, m_tlsMode->findData(chosen.isEmpty() ? QStringLiteral("prefer") : chosen)));
}

void TeamLedgerDialog::retranslateUi()
{
    setWindowTitle(tr("Team Ledger (PostgreSQL)"));
    const QStringList labels = { tr("Saved connection:"), tr("&Host:"), tr("&Port:"), tr("&Database:"), tr("&User:"),
        tr("&TLS:"), tr("Connect t&imeout:"), tr("Pass&word:"), tr("Save as pro&file:") };
    for (int row = 0; row < RowCount; ++row)
        m_rowLabels[row]->setText(labels.value(row));
    m_deleteProfile->setText(tr("Delete"));
    m_deleteProfile->setToolTip(tr("Forget the selected saved connection (the ledger on the server is not touched)"));
    m_host->setPlaceholderText(tr("db.example.com (empty: the server on this computer)"));
    m_database->setPlaceholderText(tr("rentplan"));
    m_user->setPlaceholderText(tr("empty: your login name"));
    m_password->setPlaceholderText(tr("empty: ~/.pgpass, PGPASSWORD, peer or certificate login, or ask"));
    m_remember->setText(tr("Remember in the desktop keyring"));
    m_remember->setToolTip(tr("The password is kept by the desktop keyring, never in RentPlan's settings or files"));
    m_timeout->setSuffix(tr(" s"));
    m_test->setText(tr("Test &Connection"));
    m_profileName->setPlaceholderText(tr("a name, e.g. team"));
    m_saveProfile->setText(tr("&Save"));
    m_saveProfile->setToolTip(tr("Saves the fields under this name, without the password"));
    m_buttons->button(QDialogButtonBox::Open)->setText(tr("&Open"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    fillTlsModes();
    {
        const QSignalBlocker blocker(m_profiles);
        if (m_profiles->count() > 0)
            m_profiles->setItemText(0, tr("(new connection)"));
    }
    fieldsChanged();
}

void TeamLedgerDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

PgConnection TeamLedgerDialog::connection() const
{
    PgConnection c;
    c.host = m_host->text().trimmed();
    c.port = m_port->value();
    c.database = m_database->text().trimmed();
    c.user = m_user->text().trimmed();
    c.sslMode = m_tlsMode->currentData().toString();
    c.connectTimeoutSeconds = m_timeout->value();
    c.password = m_password->text();
    return c;
}

void TeamLedgerDialog::setConnection(const PgConnection& c)
{
    m_loading = true;
    m_host->setText(c.host);
    m_port->setValue(c.port);
    m_database->setText(c.database);
    m_user->setText(c.user);
    // libpq's default is prefer: the form names it instead of leaving the choice blank.
    m_tlsMode->setCurrentIndex(
        qMax(0, m_tlsMode->findData(c.sslMode.isEmpty() ? QStringLiteral("prefer") : c.sslMode)));
    m_timeout->setValue(c.connectTimeoutSeconds > 0 ? c.connectTimeoutSeconds : 10);
    m_password->setText(c.password);
    m_loading = false;
    fieldsChanged();
}

void TeamLedgerDialog::refreshProfiles(const QString& select)
{
    {
        const QSignalBlocker blocker(m_profiles);
        m_profiles->clear();
        m_profiles->addItem(tr("(new connection)"), QString());
        for (const QString& name : ledger_profiles::names())
            m_profiles->addItem(name, name);
        m_profiles->setCurrentIndex(qMax(0, m_profiles->findData(select)));
    }
    m_deleteProfile->setEnabled(m_profiles->currentIndex() > 0);
}

bool TeamLedgerDialog::selectProfile(const QString& name)
{
    const int index = m_profiles->findData(name);
    if (index <= 0)
        return false;
    m_profiles->setCurrentIndex(index);
    loadSelectedProfile(); // also when it was selected already
    return true;
}

void TeamLedgerDialog::loadSelectedProfile()
{
    const QString name = m_profiles->currentData().toString();
    m_deleteProfile->setEnabled(!name.isEmpty());
    if (name.isEmpty())
        return;
    if (const std::optional<PgConnection> saved = ledger_profiles::load(name)) {
        setConnection(*saved);
        m_profileName->setText(name);
    }
}

void TeamLedgerDialog::saveProfile()
{
    const QString name = m_profileName->text().trimmed();
    if (name.isEmpty() || m_database->text().trimmed().isEmpty())
        return;
    ledger_profiles::save(name, connection()); // drops the password
    refreshProfiles(name);
    fieldsChanged();
}

void TeamLedgerDialog::deleteProfile()
{
    const QString name = m_profiles->currentData().toString();
    if (name.isEmpty())
        return;
    ledger_profiles::remove(name);
    refreshProfiles({});
    fieldsChanged();
}

QString TeamLedgerDialog::locationText() const
{
    LedgerLocation location;
    location.pg = withoutPassword(connection());
    const QString name = m_profiles->currentData().toString();
    if (!name.isEmpty() && ledger_profiles::load(name) == location.pg)
        location.profile = name;
    return location.text();
}

bool TeamLedgerDialog::rememberPassword() const
{
    return m_remember->isChecked() && !m_password->text().isEmpty();
}

void TeamLedgerDialog::fieldsChanged()
{
    if (m_loading)
        return;
    const PgConnection c = connection();
    m_tlsWarning->setVisible(c.needsTlsWarning());
    m_tlsWarning->setText(
        tr("%1 is not on this computer, and with TLS mode \"%2\" the password and the jobs may cross the network "
           "unencrypted. Choose require or verify-full unless the network is your own.")
            .arg(c.serverName(), c.sslMode));
    const bool complete = !c.database.isEmpty();
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(complete);
    m_test->setEnabled(complete && !m_testing);
    m_saveProfile->setEnabled(complete && !m_profileName->text().trimmed().isEmpty());
    m_remember->setEnabled(!c.password.isEmpty());
    m_testResult->clear(); // a result for other fields would be stale
}

void TeamLedgerDialog::startTest()
{
    const PgConnection tested = connection();
    if (tested.database.isEmpty() || m_testing)
        return;
    m_testing = true;
    m_test->setEnabled(false);
    m_testResult->setStyleSheet(QString());
    m_testResult->setText(tr("Connecting to %1 (at most %n second(s))…", nullptr, tested.connectTimeoutSeconds)
                              .arg(tested.displayName()));
    // On a worker thread: an unreachable server must not freeze the window while libpq waits.
    auto result = std::make_shared<PgConnectionTest>();
    QThread* thread = QThread::create([tested, result] { *result = pg_server::test(tested); });
    thread->setObjectName(QStringLiteral("teamLedgerTest")); // the thread's name in a debugger or top -H
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    // `this` as context: if the dialog closes first, the result goes nowhere.
    connect(thread, &QThread::finished, this, [this, tested, result] {
        m_testing = false;
        const bool current = connection() == tested;
        fieldsChanged();
        if (!current)
            return; // the fields changed meanwhile: the result belongs to another connection
        m_testResult->setStyleSheet(
            result->ok() ? QStringLiteral("QLabel { color: #146c2e; }") : QStringLiteral("QLabel { color: #b02a37; }"));
        m_testResult->setText(result->message);
        Q_EMIT testFinished(result->ok());
    });
    thread->start();
}

} // namespace rp
