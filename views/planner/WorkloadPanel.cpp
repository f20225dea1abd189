#include "views/planner/WorkloadPanel.h"

#include "models/arch/ModelPresets.h"
#include "models/catalog/CardCatalog.h"
#include "models/cost/Money.h"
#include "views/common/TokenSpinBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <vector>

namespace rp {

namespace {

// What a phase switched to a workload starts from: a 7B LoRA over a billion tokens, a million
// tokens in and out per round, 100 GB at 10 GB an hour. The user edits them next.
const QString kStartModel = QStringLiteral("llama-2-7b");
constexpr double kStartTokens = 1e9;
constexpr double kStartRoundTokens = 1e6;
constexpr double kStartDataGb = 100;
constexpr double kStartThroughput = 10;
constexpr double kStartBandwidthMbps = 1000; // what a transfer starts from when data is first entered

QDoubleSpinBox* amount(QWidget* parent, double min, double max, int decimals, const QString& object)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setObjectName(object);
    spin->setRange(min, max);
    spin->setDecimals(decimals);
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    return spin;
}

// A count of tokens, "6 billion": up to 10^15, a thousand times the largest published pretraining
// corpora, so no real run is refused.
TokenSpinBox* tokens(QWidget* parent, double min, const QString& object)
{
    auto* spin = new TokenSpinBox(parent);
    spin->setObjectName(object);
    spin->setRange(min, 1e15);
    spin->setKeyboardTracking(false);
    return spin;
}

QSpinBox* whole(QWidget* parent, int min, int max, const QString& object)
{
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(object);
    spin->setRange(min, max);
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    return spin;
}

} // namespace

WorkloadPanel::WorkloadPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("workloadPanel"));
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("workloadSource"));
    for (int i = 0; i < 4; ++i)
        m_source->addItem(QString());
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("workloadModel"));
    for (const ModelPreset& preset : ModelPresets::all())
        m_model->addItem(preset.name, preset.id);
    m_task = new QComboBox(this);
    m_task->setObjectName(QStringLiteral("workloadTask"));
    m_task->addItem(QString(), int(Task::Full));
    m_task->addItem(QString(), int(Task::Lora));
    m_task->addItem(QString(), int(Task::Qlora));
    m_context = whole(this, 1, 16 * 1024 * 1024, QStringLiteral("workloadContext"));
    m_batch = whole(this, 1, 65536, QStringLiteral("workloadBatch"));
    m_hours = amount(this, 0.01, 1e6, 2, QStringLiteral("workloadHours"));
    m_tokens = tokens(this, 1e3, QStringLiteral("workloadTokens"));
    m_tokensIn = tokens(this, 0, QStringLiteral("workloadTokensIn"));
    m_tokensOut = tokens(this, 0, QStringLiteral("workloadTokensOut"));
    m_dataGb = amount(this, 0.001, 1e9, 1, QStringLiteral("workloadDataGb"));
    m_throughput = amount(this, 0.001, 1e6, 1, QStringLiteral("workloadThroughput"));
    m_mfu = amount(this, 0, 100, 0, QStringLiteral("workloadMfu"));
    m_dataIn = amount(this, 0, 1e9, 1, QStringLiteral("transferDataIn"));
    m_dataOut = amount(this, 0, 1e9, 1, QStringLiteral("transferDataOut"));
    m_bandwidth = amount(this, 0.001, 1e7, 1, QStringLiteral("transferBandwidth"));

    for (QWidget* field : std::initializer_list<QWidget*> { m_source, m_model, m_task, m_context, m_batch, m_hours,
             m_tokens, m_tokensIn, m_tokensOut, m_dataGb, m_throughput, m_mfu })
        field->setMinimumWidth(220);
    for (QWidget* field : std::initializer_list<QWidget*> { m_dataIn, m_dataOut, m_bandwidth })
        field->setMinimumWidth(160);
    m_left = new QFormLayout;
    m_left->addRow(new QLabel(this), m_source);
    m_left->addRow(new QLabel(this), m_hours);
    m_left->addRow(new QLabel(this), m_model);
    m_left->addRow(new QLabel(this), m_task);
    m_left->addRow(new QLabel(this), m_context);
    m_left->addRow(new QLabel(this), m_batch);
    m_right = new QFormLayout;
    m_right->addRow(new QLabel(this), m_tokens);
    m_right->addRow(new QLabel(this), m_tokensIn);
    m_right->addRow(new QLabel(this), m_tokensOut);
    m_right->addRow(new QLabel(this), m_dataGb);
    m_right->addRow(new QLabel(this), m_throughput);
    m_right->addRow(new QLabel(this), m_mfu);
    m_transferTitle = new QLabel(this);
    m_transfer = new QFormLayout;
    m_transfer->addRow(m_transferTitle);
    m_transfer->addRow(new QLabel(this), m_dataIn);
    m_transfer->addRow(new QLabel(this), m_dataOut);
    m_transfer->addRow(new QLabel(this), m_bandwidth);
    m_form = new QWidget(this);
    auto* columns = new QHBoxLayout(m_form);
    columns->setContentsMargins(0, 0, 0, 0);
    columns->addLayout(m_left);
    columns->addSpacing(24);
    columns->addLayout(m_right);
    columns->addSpacing(24);
    columns->addLayout(m_transfer);
    columns->addStretch(); // fields keep a readable width on wide windows
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("workloadSummary"));
    m_summary->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_form);
    layout->addWidget(m_summary);
    layout->addStretch();

    connect(m_source, &QComboBox::activated, this, &WorkloadPanel::sourceChosen);
    for (QComboBox* combo : { m_model, m_task })
        connect(combo, &QComboBox::activated, this, &WorkloadPanel::fieldEdited);
    for (QSpinBox* spin : { m_context, m_batch })
        connect(spin, &QSpinBox::editingFinished, this, &WorkloadPanel::fieldEdited);
    for (QDoubleSpinBox* spin :
        { m_hours, m_tokens, m_tokensIn, m_tokensOut, m_dataGb, m_throughput, m_mfu, m_dataIn, m_dataOut, m_bandwidth })
        connect(spin, &QDoubleSpinBox::editingFinished, this, &WorkloadPanel::fieldEdited);
    retranslate();
    fill();
}

QString WorkloadPanel::sourceName(Source source)
{
    switch (source) {
    case Source::Typed:
        return tr("Typed hours per run");
    case Source::Training:
        return tr("Training tokens");
    case Source::Inference:
        return tr("Tokens in and out per round");
    case Source::Data:
        return tr("Data to process");
    }
    return {};
}

WorkloadPanel::Source WorkloadPanel::source() const
{
    return Source(std::max(0, m_source->currentIndex()));
}

void WorkloadPanel::setPhase(const Phase* phase, const PhaseResult* result, const QString& currency)
{
    m_currency = currency;
    m_phase = phase ? std::optional<Phase>(*phase) : std::nullopt;
    m_result = result ? std::optional<PhaseResult>(*result) : std::nullopt;
    fill();
}

void WorkloadPanel::fill()
{
    m_form->setVisible(m_phase.has_value());
    if (!m_phase) {
        m_title->setText(tr("Select a phase to see and edit where its hours come from."));
        m_summary->clear();
        return;
    }
    const Phase& p = *m_phase;
    m_title->setText(tr("Hours of \"%1\":").arg(p.name));
    // Programmatic values: no signals, so filling the form never records an edit.
    const QList<QWidget*> fields { m_source, m_model, m_task, m_context, m_batch, m_hours, m_tokens, m_tokensIn,
        m_tokensOut, m_dataGb, m_throughput, m_mfu, m_dataIn, m_dataOut, m_bandwidth };
    std::vector<QSignalBlocker> blockers;
    blockers.reserve(fields.size());
    for (QWidget* w : fields)
        blockers.emplace_back(w);
    Source s = Source::Typed;
    if (p.workload)
        s = p.workload->isTraining() ? Source::Training : p.workload->isInference() ? Source::Inference : Source::Data;
    m_source->setCurrentIndex(int(s));
    m_hours->setValue(p.hours.value_or(m_result ? m_result->runHours : 1.0));
    const Workload w = p.workload.value_or(Workload {});
    // A model given as a bare parameter count (the file's "params") is kept until another is picked.
    if (const int custom = m_model->findData(QString()); custom >= 0)
        m_model->removeItem(custom);
    if (w.preset.isEmpty() && w.params > 0)
        m_model->insertItem(
            0, tr("%1 B parameters").arg(QLocale().toString(double(w.params) / 1e9, 'f', 1)), QString());
    const int model = m_model->findData(w.preset.isEmpty() && w.params == 0 ? kStartModel : w.preset);
    m_model->setCurrentIndex(std::max(0, model));
    const int task = m_task->findData(int(w.estimate.task));
    m_task->setCurrentIndex(task >= 0 ? task : 1);
    m_context->setValue(int(std::min<std::int64_t>(w.estimate.context, m_context->maximum())));
    m_batch->setValue(int(std::min<std::int64_t>(w.estimate.batch, m_batch->maximum())));
    m_tokens->setValue(w.tokens);
    m_tokensIn->setValue(w.tokensIn);
    m_tokensOut->setValue(w.tokensOut);
    m_dataGb->setValue(w.dataGb);
    m_throughput->setValue(w.throughputGbPerHour);
    m_mfu->setValue(w.mfu ? *w.mfu * 100.0 : 0.0);
    m_dataIn->setValue(p.transfer ? p.transfer->dataGb : 0.0);
    m_dataOut->setValue(p.transfer ? p.transfer->dataOutGb : 0.0);
    m_bandwidth->setValue(p.transfer ? p.transfer->bandwidthMbps : kStartBandwidthMbps);
    updateVisibility();

    if (!m_result) {
        m_summary->clear();
    } else if (!m_result->fitProblem.isEmpty() || !m_result->offerProblem.isEmpty()) {
        m_summary->setText(QStringList { m_result->fitProblem, m_result->offerProblem }.join(u' ').trimmed());
    } else {
        const rp::Card* card = CardCatalog::builtIn().find(m_result->card);
        const QString on = m_result->cards > 0 && card ? tr("on %n × %1", nullptr, m_result->cards).arg(card->name)
                                                       : tr("without a GPU");
        QString text = tr("One run: %1 billed %2, %3 of it computing (%4 busy).")
                           .arg(money::formatHours(m_result->runHours), on,
                               money::formatHours(m_result->runHours * m_result->utilization),
                               QLocale().toString(m_result->utilization * 100.0, 'f', 0) + QStringLiteral(" %"));
        if (m_result->transferHours > 0)
            text += u' '
                + tr("Moving its data takes %1 more, billed on the same machines; data sent in costs %2, "
                     "data sent out %3.")
                      .arg(money::formatHours(m_result->transferHours),
                          money::format(m_result->ingressCost, m_currency),
                          money::format(m_result->egressCost, m_currency));
        m_summary->setText(text);
    }
}

void WorkloadPanel::updateVisibility()
{
    const Source s = source();
    const bool model = s == Source::Training || s == Source::Inference;
    m_left->setRowVisible(m_hours, s == Source::Typed);
    m_left->setRowVisible(m_model, model);
    m_left->setRowVisible(m_task, s == Source::Training);
    m_left->setRowVisible(m_context, model);
    m_left->setRowVisible(m_batch, model);
    m_right->setRowVisible(m_tokens, s == Source::Training);
    m_right->setRowVisible(m_tokensIn, s == Source::Inference);
    m_right->setRowVisible(m_tokensOut, s == Source::Inference);
    m_right->setRowVisible(m_dataGb, s == Source::Data);
    m_right->setRowVisible(m_throughput, s == Source::Data);
    m_right->setRowVisible(m_mfu, model);
    // The bandwidth matters once there is data to move.
    m_transfer->setRowVisible(m_bandwidth, m_dataIn->value() > 0 || m_dataOut->value() > 0);
}

void WorkloadPanel::focusHoursSource()
{
    QWidget* field = m_hours;
    switch (source()) {
    case Source::Typed:
        break;
    case Source::Training:
        field = m_tokens;
        break;
    case Source::Inference:
        field = m_tokensIn;
        break;
    case Source::Data:
        field = m_dataGb;
        break;
    }
    field->setFocus(Qt::OtherFocusReason);
}

void WorkloadPanel::sourceChosen()
{
    if (!m_phase)
        return;
    // A new source starts from sensible figures for it, keeping the model and task in use.
    const Source s = source();
    Phase p = *m_phase;
    Workload w = p.workload.value_or(Workload {});
    if (w.preset.isEmpty() && w.params == 0)
        w.preset = kStartModel;
    w.tokens = w.tokensIn = w.tokensOut = w.dataGb = w.throughputGbPerHour = 0;
    switch (s) {
    case Source::Typed:
        p.hours = m_result && m_result->runHours > 0 ? m_result->runHours : 1.0;
        p.workload.reset();
        break;
    case Source::Training:
        if (!w.estimate.isTraining()) {
            w.estimate.task = Task::Lora;
            // Older plans stored a recomputation with inference too; it says nothing about fine-tuning.
            w.estimate.recompute.reset();
        }
        w.tokens = kStartTokens;
        break;
    case Source::Inference:
        w.estimate.task = Task::Inference;
        w.tokensIn = w.tokensOut = kStartRoundTokens;
        break;
    case Source::Data:
        w.dataGb = kStartDataGb;
        w.throughputGbPerHour = kStartThroughput;
        break;
    }
    if (s != Source::Typed) {
        p.hours.reset();
        p.workload = w;
    }
    Q_EMIT edited(p, [name = p.name, s] { return tr("Take the hours of %1 from %2").arg(name, sourceName(s)); });
}

void WorkloadPanel::fieldEdited()
{
    if (!m_phase)
        return;
    const Phase after = fromFields();
    if (after != *m_phase)
        Q_EMIT edited(after, [name = after.name] { return tr("Edit the workload of %1").arg(name); });
}

Phase WorkloadPanel::fromFields() const
{
    Phase p = *m_phase;
    if (m_dataIn->value() > 0 || m_dataOut->value() > 0)
        p.transfer = PhaseTransfer { m_dataIn->value(), m_dataOut->value(), m_bandwidth->value() };
    else
        p.transfer.reset();
    const Source s = source();
    if (s == Source::Typed) {
        p.hours = m_hours->value();
        return p;
    }
    Workload w = p.workload.value_or(Workload {});
    if (s != Source::Data) {
        if (const QString id = m_model->currentData().toString(); !id.isEmpty()) {
            w.preset = id;
            w.params = 0;
        }
        w.estimate.task = s == Source::Training ? Task(m_task->currentData().toInt()) : Task::Inference;
        w.estimate.context = m_context->value();
        w.estimate.batch = m_batch->value();
        if (m_mfu->value() > 0)
            w.mfu = m_mfu->value() / 100.0;
        else
            w.mfu.reset();
    }
    w.tokens = s == Source::Training ? m_tokens->value() : 0;
    w.tokensIn = s == Source::Inference ? m_tokensIn->value() : 0;
    w.tokensOut = s == Source::Inference ? m_tokensOut->value() : 0;
    w.dataGb = s == Source::Data ? m_dataGb->value() : 0;
    w.throughputGbPerHour = s == Source::Data ? m_throughput->value() : 0;
    p.workload = w;
    p.hours.reset();
    return p;
}

void WorkloadPanel::retranslate()
{
    for (Source s : { Source::Typed, Source::Training, Source::Inference, Source::Data })
        m_source->setItemText(int(s), sourceName(s));
    m_task->setItemText(0, tr("Full fine-tune"));
    m_task->setItemText(1, tr("LoRA"));
    m_task->setItemText(2, tr("QLoRA"));
    m_hours->setSuffix(tr(" h"));
    m_dataGb->setSuffix(tr(" GB"));
    m_throughput->setSuffix(tr(" GB/h"));
    m_mfu->setSuffix(tr(" %"));
    m_mfu->setSpecialValueText(tr("default"));
    m_mfu->setToolTip(tr("Model FLOPs utilization: the share of the card's peak bf16 rate the run reaches. "
                         "Default 40 %, and 60 % of that for QLoRA, which dequantizes every weight on each use."));
    m_tokens->setToolTip(tr("Tokens processed in one run: the data set's tokens × epochs."));
    auto label = [](QFormLayout* form, QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(form->labelForField(field)))
            l->setText(text);
    };
    label(m_left, m_source, tr("Hours come from"));
    label(m_left, m_hours, tr("Hours per run"));
    label(m_left, m_model, tr("Model"));
    label(m_left, m_task, tr("Task"));
    label(m_left, m_context, tr("Context (tokens)"));
    label(m_left, m_batch, tr("Micro-batch"));
    label(m_right, m_tokens, tr("Tokens per run"));
    label(m_right, m_tokensIn, tr("Prompt tokens per round"));
    label(m_right, m_tokensOut, tr("Generated tokens per round"));
    label(m_right, m_dataGb, tr("Data to process"));
    label(m_right, m_throughput, tr("Throughput"));
    label(m_right, m_mfu, tr("MFU"));
    m_transferTitle->setText(tr("<b>Data moved</b> (billed on the phase's cards)"));
    label(m_transfer, m_dataIn, tr("Sent in before the first run"));
    label(m_transfer, m_dataOut, tr("Sent out after the last run"));
    label(m_transfer, m_bandwidth, tr("Bandwidth"));
    m_dataIn->setSuffix(tr(" GB"));
    m_dataOut->setSuffix(tr(" GB"));
    m_bandwidth->setSuffix(tr(" Mbit/s"));
    m_dataIn->setToolTip(tr("Data set and weights uploaded to the rented machine: ingress, billed at the offer's "
                            "price per GB (most charge nothing). 0 with nothing sent out: no transfer."));
    m_dataOut->setToolTip(tr("Results and checkpoints downloaded after the last run: egress, billed at the offer's "
                             "price per GB."));
    fill();
}

void WorkloadPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rp
