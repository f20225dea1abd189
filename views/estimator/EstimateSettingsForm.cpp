#include "estimator/EstimateSettingsForm.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace rp {

namespace {

// Fills a combo with the engine's names as item data; the texts are set on retranslation.
QComboBox* codeCombo(QWidget* parent, const QStringList& codes)
{
    auto* combo = new QComboBox(parent);
    for (const QString& code : codes)
        combo->addItem(code, code);
    return combo;
}

void setTexts(QComboBox* combo, const QStringList& texts)
{
    for (int i = 0; i < texts.size() && i < combo->count(); ++i)
        combo->setItemText(i, texts.at(i));
}

QString code(const QComboBox* combo)
{
    return combo->currentData().toString();
}

void selectCode(QComboBox* combo, const QString& code)
{
    const int index = combo->findData(code);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

QSpinBox* spin(QWidget* parent, int min, int max, int step = 1)
{
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setSingleStep(step);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

EstimateSettingsForm::EstimateSettingsForm(QWidget* parent)
    : QWidget(parent)
{
    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_task = codeCombo(this, names::tasks());
    m_weights = codeCombo(this, QStringList { QString() } + names::weightDtypes());
    m_kvDtype = codeCombo(this, names::kvDtypes());
    m_context = spin(this, 1, 16'777'216, 1024);
    m_batch = spin(this, 1, 100'000);
    m_gpus = spin(this, 1, 65'536);
    m_tp = spin(this, 1, 64);
    m_zero = codeCombo(this, { QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3") });
    m_optimizer = codeCombo(this, names::optimizers());
    m_precision = codeCombo(this, names::precisions());
    m_recompute = codeCombo(this, names::recomputes());
    m_flash = new QCheckBox(this);
    m_loraRank = spin(this, 1, 65'536);
    m_loraTargets = codeCombo(this, names::loraTargets());
    m_loraDropout = new QCheckBox(this);
    m_loss = codeCombo(this, names::losses());
    m_overhead = new QDoubleSpinBox(this);
    m_overhead->setRange(0, 1024);
    m_overhead->setDecimals(1);
    m_overhead->setSingleStep(0.5);

    addRow(m_task, "taskCombo");
    addRow(m_weights, "weightsCombo");
    addRow(m_kvDtype, "kvDtypeCombo");
    addRow(m_context, "contextSpin");
    addRow(m_batch, "batchSpin");
    addRow(m_gpus, "gpusSpin");
    addRow(m_tp, "tpSpin");
    addRow(m_zero, "zeroCombo");
    addRow(m_optimizer, "optimizerCombo");
    addRow(m_precision, "precisionCombo");
    addRow(m_recompute, "recomputeCombo");
    addRow(m_flash, "flashCheck");
    addRow(m_loraRank, "loraRankSpin");
    addRow(m_loraTargets, "loraTargetsCombo");
    addRow(m_loraDropout, "loraDropoutCheck");
    addRow(m_loss, "lossCombo");
    addRow(m_overhead, "overheadSpin");

    setInput(EstimateInput {});
    retranslateUi();
    connect(m_task, &QComboBox::currentIndexChanged, this, &EstimateSettingsForm::updateVisibility);
}

QLabel* EstimateSettingsForm::addRow(QWidget* field, const char* objectName)
{
    field->setObjectName(QLatin1String(objectName));
    auto* label = new QLabel(this);
    label->setBuddy(field);
    m_form->addRow(label, field);
    m_labels.append(label);
    // One signal for every kind of field: any edit re-estimates.
    if (auto* combo = qobject_cast<QComboBox*>(field))
        connect(combo, &QComboBox::currentIndexChanged, this, &EstimateSettingsForm::changed);
    else if (auto* box = qobject_cast<QSpinBox*>(field))
        connect(box, &QSpinBox::valueChanged, this, &EstimateSettingsForm::changed);
    else if (auto* check = qobject_cast<QCheckBox*>(field))
        connect(check, &QCheckBox::toggled, this, &EstimateSettingsForm::changed);
    else if (auto* number = qobject_cast<QDoubleSpinBox*>(field))
        connect(number, &QDoubleSpinBox::valueChanged, this, &EstimateSettingsForm::changed);
    return label;
}

EstimateInput EstimateSettingsForm::input() const
{
    EstimateInput in;
    in.task = names::parseTask(code(m_task)).value_or(Task::Inference);
    in.weights = names::parseWeightDtype(code(m_weights));
    in.kvDtype = names::parseKvDtype(code(m_kvDtype)).value_or(KvDtype::Bf16);
    in.context = m_context->value();
    in.batch = m_batch->value();
    in.gpus = m_gpus->value();
    in.tp = m_tp->value();
    in.zero = code(m_zero).toInt();
    in.optimizer = names::parseOptimizer(code(m_optimizer)).value_or(Optimizer::AdamW);
    in.precision = names::parsePrecision(code(m_precision)).value_or(Precision::Mixed);
    in.recompute = names::parseRecompute(code(m_recompute)).value_or(Recompute::None);
    in.flashAttention = m_flash->isChecked();
    in.loraRank = m_loraRank->value();
    in.loraTargets = names::parseLoraTargets(code(m_loraTargets)).value_or(LoraTargets::AllLinear);
    in.loraDropout = m_loraDropout->isChecked();
    in.loss = names::parseLoss(code(m_loss)).value_or(LossKind::Standard);
    in.overheadGiB = m_overhead->value();
    return in;
}

void EstimateSettingsForm::setInput(const EstimateInput& in)
{
    const QSignalBlocker block(this); // one `changed` at the end, not seventeen
    selectCode(m_task, names::task(in.task));
    selectCode(m_weights, in.weights ? names::weightDtype(*in.weights) : QString());
    selectCode(m_kvDtype, names::kvDtype(in.kvDtype));
    m_context->setValue(int(in.context));
    m_batch->setValue(int(in.batch));
    m_gpus->setValue(int(in.gpus));
    m_tp->setValue(int(in.tp));
    selectCode(m_zero, QString::number(in.zero));
    selectCode(m_optimizer, names::optimizer(in.optimizer));
    selectCode(m_precision, names::precision(in.precision));
    selectCode(m_recompute, names::recompute(in.recompute));
    m_flash->setChecked(in.flashAttention);
    m_loraRank->setValue(int(in.loraRank));
    selectCode(m_loraTargets, names::loraTargets(in.loraTargets));
    m_loraDropout->setChecked(in.loraDropout);
    selectCode(m_loss, names::loss(in.loss));
    m_overhead->setValue(in.overheadGiB);
    updateVisibility();
}

void EstimateSettingsForm::updateVisibility()
{
    const Task task = names::parseTask(code(m_task)).value_or(Task::Inference);
    const bool training = task != Task::Inference;
    const bool lora = task == Task::Lora || task == Task::Qlora;
    for (QWidget* w : { static_cast<QWidget*>(m_kvDtype) })
        m_form->setRowVisible(w, !training);
    for (QWidget* w : { static_cast<QWidget*>(m_zero), static_cast<QWidget*>(m_optimizer),
             static_cast<QWidget*>(m_precision), static_cast<QWidget*>(m_recompute), static_cast<QWidget*>(m_loss) })
        m_form->setRowVisible(w, training);
    for (QWidget* w : { static_cast<QWidget*>(m_loraRank), static_cast<QWidget*>(m_loraTargets),
             static_cast<QWidget*>(m_loraDropout) })
        m_form->setRowVisible(w, lora);
}

void EstimateSettingsForm::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void EstimateSettingsForm::retranslateUi()
{
    const QStringList labels = { tr("Task"), tr("Weights"), tr("KV cache"), tr("Context (tokens)"),
        tr("Batch / sequences"), tr("GPUs in total"), tr("Tensor parallel"), tr("ZeRO stage"), tr("Optimizer"),
        tr("Precision"), tr("Recomputation"), tr("FlashAttention"), tr("LoRA rank"), tr("LoRA targets"),
        tr("LoRA dropout"), tr("Loss"), tr("Overhead per GPU") };
    for (int i = 0; i < labels.size() && i < m_labels.size(); ++i)
        m_labels.at(i)->setText(labels.at(i));
    setTexts(m_task, { tr("Inference"), tr("Full fine-tune"), tr("LoRA"), tr("QLoRA") });
    setTexts(m_weights, { tr("Default (bf16; NF4 for QLoRA)"), tr("fp32"), tr("bf16"), tr("fp16"), tr("fp8"),
                            tr("int8"), tr("int4 (group 64)"), tr("NF4 (double quant)") });
    setTexts(m_kvDtype, { tr("bf16"), tr("fp8") });
    setTexts(m_zero, { tr("0 — off"), tr("1 — optimizer states"), tr("2 — + gradients"), tr("3 — + weights") });
    setTexts(m_optimizer, { tr("AdamW"), tr("8-bit AdamW"), tr("SGD with momentum") });
    setTexts(m_precision, { tr("Mixed (fp32 master weights)"), tr("Pure bf16") });
    setTexts(m_recompute, { tr("None"), tr("Selective"), tr("Full (gradient checkpointing)") });
    setTexts(m_loraTargets, { tr("q and v projections"), tr("All linear layers") });
    setTexts(m_loss, { tr("Standard (transformers)"), tr("Chunked / fused") });
    m_flash->setText(tr("on"));
    m_loraDropout->setText(tr("on"));
    m_context->setSuffix(QString());
    m_overhead->setSuffix(tr(" GiB"));

    m_task->setToolTip(tr("Inference holds weights and KV cache; training adds gradients, optimizer states and "
                          "activations; LoRA and QLoRA train small adapters on a frozen model."));
    m_weights->setToolTip(tr("Bytes per weight: fp32 4, bf16/fp16 2, fp8/int8 1, int4 and NF4 about half a byte "
                             "plus their scales. Embeddings and norms stay 16-bit when quantized."));
    m_kvDtype->setToolTip(tr("The KV cache grows with context × sequences; fp8 halves it."));
    m_context->setToolTip(tr("Sequence length. The KV cache grows linearly with it; without FlashAttention "
                             "activations grow with its square."));
    m_batch->setToolTip(tr("Micro-batch for training, concurrent sequences for serving: KV cache and "
                           "activations grow linearly with it."));
    m_gpus->setToolTip(tr("All GPUs of the job. Data-parallel ranks = GPUs / tensor parallel; ZeRO shards over them."));
    m_tp->setToolTip(tr("Splits weights, states, activations and KV heads across this many cards; needs NVLink to be fast."));
    m_zero->setToolTip(tr("ZeRO shards training state over the data-parallel ranks: stage 1 the optimizer states, "
                          "2 also gradients, 3 also weights."));
    m_optimizer->setToolTip(tr("Optimizer bytes per parameter in mixed precision: AdamW 12, 8-bit AdamW 6, SGD 8."));
    m_precision->setToolTip(tr("Mixed precision keeps fp32 master weights (16 bytes/parameter with AdamW); pure "
                               "bf16 keeps everything in bf16 (8 bytes/parameter)."));
    m_recompute->setToolTip(tr("Recomputing activations in the backward pass trades time for memory: selective drops "
                               "the attention matrix, full keeps only each layer's input."));
    m_flash->setToolTip(tr("FlashAttention never stores the sequence × sequence attention matrix."));
    m_loraRank->setToolTip(tr("Adapter size: each adapted layer gains rank × (inputs + outputs) trainable parameters."));
    m_loraTargets->setToolTip(tr("Which linear layers get adapters."));
    m_loraDropout->setToolTip(tr("LoRA dropout keeps one copy of each adapted layer's input for the backward pass."));
    m_loss->setToolTip(tr("The standard loss holds about 14 bytes per logit (sequence × vocabulary); a chunked "
                          "loss about 4."));
    m_overhead->setToolTip(tr("CUDA context and allocator reserve on every GPU."));
}

} // namespace rp
