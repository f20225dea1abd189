#include "views/toolkit/AcceptancePanel.h"

#include "models/accept/AcceptanceCheck.h"
#include "models/accept/AcceptanceHeadline.h"
#include "models/accept/CaptureReader.h"
#include "models/catalog/CardCatalog.h"
#include "models/common/InputError.h"
#include "models/common/InputFile.h"
#include "models/qt/AcceptanceTableModel.h"
#include "models/qt/PlanModel.h"
#include "models/toolkit/AcceptanceScript.h"
#include "views/common/Dialogs.h"
#include "views/toolkit/VerdictDelegate.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace rp {

AcceptancePanel::AcceptancePanel(PlanModel* plan, QWidget* parent)
    : QWidget(parent)
    , m_plan(plan)
    , m_quoteLabel(new QLabel(this))
    , m_quote(new QComboBox(this))
    , m_load(new QPushButton(this))
    , m_script(new QPushButton(this))
    , m_dataDirLabel(new QLabel(this))
    , m_dataDir(new QLineEdit(QStringLiteral("/data"), this))
    , m_urlLabel(new QLabel(this))
    , m_url(new QLineEdit(this))
    , m_paste(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
    , m_note(new QLabel(this))
    , m_table(new QTableView(this))
    , m_model(new AcceptanceTableModel(this))
    , m_debounce(new QTimer(this))
{
    m_quote->setObjectName(QStringLiteral("acceptQuote"));
    m_paste->setObjectName(QStringLiteral("capturePaste"));
    m_status->setObjectName(QStringLiteral("acceptStatus"));
    m_note->setObjectName(QStringLiteral("acceptNote"));
    m_table->setObjectName(QStringLiteral("acceptTable"));
    m_script->setObjectName(QStringLiteral("saveAcceptScript"));
    m_paste->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_paste->setFont(QFont(QStringLiteral("monospace")));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->hide();
    m_table->setModel(m_model);
    m_table->setItemDelegateForColumn(AcceptanceTableModel::Result, new VerdictDelegate(m_table));
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);

    auto* top = new QHBoxLayout;
    top->addWidget(m_quoteLabel);
    top->addWidget(m_quote, 1);
    top->addWidget(m_load);
    auto* script = new QHBoxLayout;
    script->addWidget(m_dataDirLabel);
    script->addWidget(m_dataDir, 1);
    script->addWidget(m_urlLabel);
    script->addWidget(m_url, 2);
    script->addWidget(m_script);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_paste, 2);
    layout->addWidget(m_status);
    layout->addWidget(m_note);
    layout->addWidget(m_table, 3);
    layout->addLayout(script);

    connect(m_paste, &QPlainTextEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_debounce, &QTimer::timeout, this, &AcceptancePanel::check);
    connect(m_quote, &QComboBox::currentIndexChanged, this, &AcceptancePanel::check);
    connect(m_load, &QPushButton::clicked, this, &AcceptancePanel::loadCapture);
    connect(m_script, &QPushButton::clicked, this, &AcceptancePanel::saveScript);
    connect(m_plan, &PlanModel::changed, this, [this] {
        fillQuotes();
        check();
    });
    retranslateUi();
    fillQuotes();
    check();
}

void AcceptancePanel::fillQuotes()
{
    const QString current = m_quote->currentData().toString();
    const QSignalBlocker block(m_quote);
    m_quote->clear();
    m_quote->addItem(tr("What the plan's peak phase needs (its cards, on any machines)"), QString());
    for (const Quote& q : m_plan->plan().quotes) {
        const Card* card = CardCatalog::builtIn().find(q.card); // names, not ids
        m_quote->addItem(
            tr("Quote %1: %2 × %3, %4").arg(q.id).arg(q.cardsPerMachine).arg(card ? card->name : q.card, q.provider),
            q.id);
    }
    const int index = m_quote->findData(current);
    m_quote->setCurrentIndex(index >= 0 ? index : 0);
}

void AcceptancePanel::showStatus(const QString& text, const QString& note, bool verdict)
{
    QFont font = m_status->font();
    font.setBold(verdict); // a verdict stands out; help and errors read as plain text
    m_status->setFont(font);
    m_status->setText(text);
    m_note->setText(note.isEmpty() ? QString() : tr("Note: %1").arg(note));
    m_note->setVisible(!note.isEmpty());
}

void AcceptancePanel::check()
{
    const QByteArray text = m_paste->toPlainText().toUtf8();
    if (text.trimmed().isEmpty()) {
        m_model->clear();
        showStatus(tr("Paste what the rented machine printed (nvidia-smi, nvidia-smi topo -m, lscpu, free -g, "
                      "df -h, nproc…) or load the acceptance script's file. Each contract item then shows pass, "
                      "FAIL or cannot tell, with the line it was read from."));
        return;
    }
    try {
        const accept::Expectation expected
            = accept::Expectation::forPlan(m_plan->plan(), m_quote->currentData().toString());
        InputError error;
        const std::optional<accept::MachineFacts> facts
            = accept::CaptureReader::fromText(text, tr("pasted text"), &error);
        if (!facts) {
            m_model->clear();
            showStatus(error.message);
            return;
        }
        const accept::AcceptanceReport report = accept::AcceptanceCheck::run(expected, { *facts });
        m_model->setReport(report);
        m_table->resizeColumnsToContents();
        // The engine's one sentence (the CLI prints the same), and its note on a different shape.
        const accept::AcceptanceHeadline headline = accept::AcceptanceHeadline::of(report);
        showStatus(headline.sentence, headline.note, true);
    } catch (const InputException& e) {
        m_model->clear();
        showStatus(e.error().message);
    }
}

void AcceptancePanel::loadCapture()
{
    const QString path
        = Dialogs::openFileName(this, tr("Load a capture"), {}, tr("Text files (*.txt *.log *.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    try {
        // Bounded while reading: a /proc file or a link to one reports 0 bytes and never ends.
        m_paste->setPlainText(QString::fromUtf8(input_file::read(path, accept::CaptureReader::kMaxBytes)));
    } catch (const InputException& e) {
        Dialogs::warning(this, tr("Load a capture"), e.error().toString());
    }
}

void AcceptancePanel::saveScript()
{
    try {
        toolkit::AcceptanceScriptOptions o;
        o.planName = m_plan->plan().name;
        o.dataDir = m_dataDir->text().trimmed();
        o.downloadUrl = m_url->text().trimmed();
        const QString script = toolkit::AcceptanceScript::generate(
            accept::Expectation::forPlan(m_plan->plan(), m_quote->currentData().toString()), o);
        const QString path = Dialogs::saveFileName(
            this, tr("Save the acceptance script"), QStringLiteral("accept.sh"), tr("Shell scripts (*.sh)"));
        if (path.isEmpty())
            return;
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(script.toUtf8()) < 0 || !file.commit())
            Dialogs::warning(this, tr("Save the acceptance script"), file.errorString());
    } catch (const InputException& e) {
        Dialogs::warning(this, tr("Save the acceptance script"), e.error().toString());
    }
}

void AcceptancePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fillQuotes();
        check();
    }
    QWidget::changeEvent(event);
}

void AcceptancePanel::retranslateUi()
{
    m_quoteLabel->setText(tr("Check against:"));
    m_load->setText(tr("Load capture…"));
    m_script->setText(tr("Save acceptance script…"));
    m_dataDirLabel->setText(tr("Data folder:"));
    m_urlLabel->setText(tr("Test download URL:"));
    m_url->setPlaceholderText(tr("optional, e.g. a large file on your object storage"));
    m_paste->setPlaceholderText(tr("Paste the output of the acceptance commands here"));
    m_model->retranslate();
}

} // namespace rp
