#include "views/estimator/EstimateSettingsForm.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

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
    m_pp = spin(this, 1, 1024);
    m_zero = codeCombo(this, { QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3") });
    m_optimizer = codeCombo(this, names::optimizers());
    m_precision = codeCombo(this, names::precisions());
    m_recompute = codeCombo(this, names::recomputes());
    m_attention = codeCombo(this, names::attentions());
    m_optimizerInBackward = new QCheckBox(this);
    m_loraRank = spin(this, 1, 65'536);
    m_loraTargets = codeCombo(this, names::loraTargets());
    m_loraDropout = new QDoubleSpinBox(this);
    m_loraDropout->setRange(0, 0.99);
    m_loraDropout->setDecimals(2);
    m_loraDropout->setSingleStep(0.05);
    m_dora = new QCheckBox(this);
    m_loader = codeCombo(this, names::loaders());
    m_bnbRelease = codeCombo(this, { names::bnbRelease(BnbRelease::Current), names::bnbRelease(BnbRelease::UpTo0431) });
    m_sharder = codeCombo(this, names::sharders());
    m_shardUnit = spin(this, 1, 1000);
    m_prefetch = new QCheckBox(this);
    m_gradAccumulation = spin(this, 1, 1'000'000);
    m_unitGrads = codeCombo(this, names::unitGradsNames());
    m_loss = codeCombo(this, names::losses());
    m_offload = new QWidget(this);
    auto* offloadRow = new QVBoxLayout(m_offload); // stacked: the settings panel stays narrow
    offloadRow->setContentsMargins(0, 0, 0, 0);
    for (QCheckBox** box : { &m_offloadOptimizer, &m_offloadParams, &m_offloadActivations }) {
        *box = new QCheckBox(m_offload);
        offloadRow->addWidget(*box);
        connect(*box, &QCheckBox::toggled, this, &EstimateSettingsForm::changed);
    }
    offloadRow->addStretch();
    m_offloadOptimizer->setObjectName(QStringLiteral("offloadOptimizerCheck"));
    m_offloadParams->setObjectName(QStringLiteral("offloadParamsCheck"));
    m_offloadActivations->setObjectName(QStringLiteral("offloadActivationsCheck"));
    m_materialize = codeCombo(this, names::materializations());
    m_metric = codeCombo(this, names::metrics());
    // The lowest value stands for "no override": the metric's CUDA context and allocator reserve.
    m_overhead = new QDoubleSpinBox(this);
    m_overhead->setRange(-0.5, 1024);
    m_overhead->setDecimals(1);
    m_overhead->setSingleStep(0.5);

    addRow(m_task, "taskCombo");
    addRow(m_weights, "weightsCombo");
    addRow(m_kvDtype, "kvDtypeCombo");
    addRow(m_context, "contextSpin");
    addRow(m_batch, "batchSpin");
    addRow(m_gpus, "gpusSpin");
    addRow(m_tp, "tpSpin");
    addRow(m_pp, "ppSpin");
    addRow(m_zero, "zeroCombo");
    addRow(m_optimizer, "optimizerCombo");
    addRow(m_precision, "precisionCombo");
    addRow(m_recompute, "recomputeCombo");
    addRow(m_attention, "attentionCombo");
    addRow(m_optimizerInBackward, "optimizerInBackwardCheck");
    addRow(m_loraRank, "loraRankSpin");
    addRow(m_loraTargets, "loraTargetsCombo");
    addRow(m_loraDropout, "loraDropoutSpin");
    addRow(m_dora, "doraCheck");
    addRow(m_loader, "loaderCombo");
    addRow(m_bnbRelease, "bnbReleaseCombo");
    addRow(m_loss, "lossCombo");
    addRow(m_offload, "offloadRow");
    addRow(m_materialize, "materializeCombo");
    addRow(m_sharder, "sharderCombo");
    addRow(m_shardUnit, "shardUnitSpin");
    addRow(m_prefetch, "prefetchCheck");
    addRow(m_gradAccumulation, "gradAccumulationSpin");
    addRow(m_unitGrads, "unitGradsCombo");
    addRow(m_metric, "metricCombo");
    addRow(m_overhead, "overheadSpin");

    setInput(EstimateInput {});
    retranslateUi();
    connect(m_task, &QComboBox::currentIndexChanged, this, &EstimateSettingsForm::updateVisibility);
    connect(m_sharder, &QComboBox::currentIndexChanged, this, &EstimateSettingsForm::updateVisibility);
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
    in.pp = m_pp->value();
    in.zero = code(m_zero).toInt();
    in.optimizer = names::parseOptimizer(code(m_optimizer)).value_or(Optimizer::AdamW);
    in.precision = names::parsePrecision(code(m_precision)).value_or(Precision::Mixed);
    // Inference has nothing to recompute: the hidden field is not saved with it.
    if (in.isTraining())
        in.recompute = names::parseRecompute(code(m_recompute));
    in.attention = names::parseAttention(code(m_attention)).value_or(Attention::Sdpa);
    in.optimizerInBackward = m_optimizerInBackward->isChecked();
    in.loraRank = m_loraRank->value();
    in.loraTargets = names::parseLoraTargets(code(m_loraTargets)).value_or(LoraTargets::AllLinear);
    in.loraDropout = m_loraDropout->value();
    in.dora = m_dora->isChecked();
    in.loader = names::parseLoader(code(m_loader)).value_or(Loader::Peft);
    in.bnbRelease = names::parseBnbRelease(code(m_bnbRelease)).value_or(BnbRelease::Current);
    in.sharder = names::parseSharder(code(m_sharder)).value_or(Sharder::Fsdp);
    in.shardUnitLayers = m_shardUnit->value();
    in.prefetch = m_prefetch->isChecked();
    in.gradAccumulation = m_gradAccumulation->value();
    in.unitGrads = names::parseUnitGrads(code(m_unitGrads)).value_or(UnitGrads::Trained);
    in.loss = names::parseLoss(code(m_loss)).value_or(LossKind::Standard);
    in.offloadOptimizer = m_offloadOptimizer->isChecked();
    in.offloadParams = m_offloadParams->isChecked();
    in.offloadActivations = m_offloadActivations->isChecked();
    in.metric = names::parseMetric(code(m_metric)).value_or(Metric::Device);
    in.materialize = names::parseMaterialize(code(m_materialize)).value_or(Materialize::Layer);
    if (m_overhead->value() > m_overhead->minimum())
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
    m_pp->setValue(int(in.pp));
    selectCode(m_zero, QString::number(in.zero));
    selectCode(m_optimizer, names::optimizer(in.optimizer));
    selectCode(m_precision, names::precision(in.precision));
    // What the field shows for training: the setting, or the fine-tuning default (full recomputation). A value
    // stored with inference (older settings saved it for every task) says nothing about fine-tuning.
    selectCode(
        m_recompute, names::recompute(in.isTraining() ? in.recompute.value_or(Recompute::Full) : Recompute::Full));
    selectCode(m_attention, names::attention(in.attention));
    m_optimizerInBackward->setChecked(in.optimizerInBackward);
    m_loraRank->setValue(int(in.loraRank));
    selectCode(m_loraTargets, names::loraTargets(in.loraTargets));
    m_loraDropout->setValue(in.loraDropout);
    m_dora->setChecked(in.dora);
    selectCode(m_loader, names::loader(in.loader));
    selectCode(m_bnbRelease, names::bnbRelease(in.bnbRelease));
    selectCode(m_sharder, names::sharder(in.sharder));
    m_shardUnit->setValue(int(in.shardUnitLayers));
    m_prefetch->setChecked(in.prefetch);
    m_gradAccumulation->setValue(int(std::min<std::int64_t>(in.gradAccumulation, m_gradAccumulation->maximum())));
    selectCode(m_unitGrads, names::unitGrads(in.unitGrads));
    selectCode(m_loss, names::loss(in.loss));
    m_offloadOptimizer->setChecked(in.offloadOptimizer);
    m_offloadParams->setChecked(in.offloadParams);
    m_offloadActivations->setChecked(in.offloadActivations);
    selectCode(m_metric, names::metric(in.metric));
    selectCode(m_materialize, names::materialize(in.materialize));
    m_overhead->setValue(in.overheadGiB.value_or(m_overhead->minimum()));
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
             static_cast<QWidget*>(m_optimizerInBackward), static_cast<QWidget*>(m_precision),
             static_cast<QWidget*>(m_recompute), static_cast<QWidget*>(m_loss), m_offload,
             static_cast<QWidget*>(m_materialize), static_cast<QWidget*>(m_sharder), static_cast<QWidget*>(m_shardUnit),
             static_cast<QWidget*>(m_prefetch), static_cast<QWidget*>(m_gradAccumulation) })
        m_form->setRowVisible(w, training);
    m_form->setRowVisible(m_bnbRelease, task == Task::Qlora);
    // DeepSpeed gathers module by module: the unit is FSDP's alone.
    const bool fsdp = names::parseSharder(code(m_sharder)) == Sharder::Fsdp;
    m_shardUnit->setEnabled(fsdp);
    m_unitGrads->setEnabled(fsdp);
    for (QWidget* w :
        { static_cast<QWidget*>(m_loraRank), static_cast<QWidget*>(m_loraTargets), static_cast<QWidget*>(m_loraDropout),
            static_cast<QWidget*>(m_dora), static_cast<QWidget*>(m_loader), static_cast<QWidget*>(m_unitGrads) })
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
        tr("Batch / sequences"), tr("GPUs in total"), tr("Tensor parallel"), tr("Pipeline stages"), tr("ZeRO stage"),
        tr("Optimizer"), tr("Precision"), tr("Recomputation"), tr("Attention"), tr("Optimizer in backward"),
        tr("LoRA rank"), tr("LoRA targets"), tr("LoRA dropout"), tr("DoRA"), tr("Quantized model readied by"),
        tr("bitsandbytes release"), tr("Loss"), tr("Offload to host RAM"), tr("Sharded model built"), tr("Sharded by"),
        tr("Layers per shard unit"), tr("Prefetch next unit"), tr("Gradient accumulation"), tr("FSDP gradients cover"),
        tr("Memory counted"), tr("Fixed overhead per GPU") };
    for (int i = 0; i < labels.size() && i < m_labels.size(); ++i)
        m_labels.at(i)->setText(labels.at(i));
    setTexts(m_task, { tr("Inference"), tr("Full fine-tune"), tr("LoRA"), tr("QLoRA") });
    setTexts(m_weights,
        { tr("Default (bf16; NF4 for QLoRA)"), tr("fp32"), tr("bf16"), tr("fp16"), tr("fp8"), tr("int8"),
            tr("int4 (group 64)"), tr("NF4 (double quant)"), tr("NF4 (no double quant)"), tr("FP4 (bitsandbytes)") });
    setTexts(m_kvDtype, { tr("bf16"), tr("fp8"), tr("fp32") });
    setTexts(m_zero, { tr("0 — off"), tr("1 — optimizer states"), tr("2 — + gradients"), tr("3 — + weights") });
    setTexts(m_optimizer,
        { tr("AdamW"), tr("8-bit AdamW"), tr("SGD with momentum"), tr("Paged 8-bit AdamW"), tr("Paged AdamW"),
            tr("SGD without momentum") });
    setTexts(m_precision, { tr("Mixed (fp32 master weights)"), tr("Pure bf16") });
    setTexts(m_recompute, { tr("None"), tr("Selective"), tr("Full (gradient checkpointing)") });
    setTexts(m_attention, { tr("SDPA / FlashAttention"), tr("Eager (stores the score matrix)") });
    setTexts(m_loraTargets, { tr("q and v projections"), tr("All linear layers") });
    setTexts(m_loss,
        { tr("Standard (transformers Trainer)"), tr("Chunked (LitGPT, torchtune)"), tr("Fused (Liger, cut-CE)"),
            tr("Standard, own loop keeps logits") });
    setTexts(m_loader, { tr("PEFT (TRL)"), tr("transformers (Unsloth)") });
    setTexts(m_bnbRelease, { tr("0.43.2 or later"), tr("0.43.1 or earlier") });
    setTexts(m_sharder, { tr("PyTorch FSDP"), tr("DeepSpeed ZeRO") });
    m_prefetch->setText(tr("on"));
    m_gradAccumulation->setSuffix(tr(" micro-batches"));
    setTexts(m_unitGrads, { tr("Trained weights (PEFT's wrapping)"), tr("Whole units (LitGPT's wrapping)") });
    setTexts(m_materialize, { tr("One layer at a time"), tr("Whole, then sharded") });
    setTexts(m_metric, { tr("Allocated tensors"), tr("Reserved by PyTorch"), tr("Whole device (nvidia-smi)") });
    m_optimizerInBackward->setText(tr("on"));
    m_dora->setText(tr("on"));
    m_offloadOptimizer->setText(tr("Optimizer"));
    m_offloadParams->setText(tr("Weights"));
    m_offloadActivations->setText(tr("Activations"));
    m_context->setSuffix(QString());
    m_overhead->setSuffix(tr(" GiB"));
    m_overhead->setSpecialValueText(tr("None (modelled)"));

    m_task->setToolTip(tr("Inference holds weights and KV cache; training adds gradients, optimizer states and "
                          "activations; LoRA and QLoRA train small adapters on a frozen model."));
    m_weights->setToolTip(tr("Bytes per weight: fp32 4, bf16/fp16 2, fp8/int8 1, int4, NF4 and FP4 about half a byte "
                             "plus their scales. Embeddings and norms stay 16-bit when quantized."));
    m_kvDtype->setToolTip(tr("The KV cache grows with context × sequences; fp8 halves it, fp32 doubles it."));
    m_context->setToolTip(tr("Sequence length. The KV cache grows linearly with it; under eager attention "
                             "activations grow with its square."));
    m_batch->setToolTip(tr("Micro-batch for training, concurrent sequences for serving: KV cache and "
                           "activations grow linearly with it."));
    m_gpus->setToolTip(tr("All GPUs of the job. Data-parallel ranks = GPUs / (tensor parallel × pipeline stages); ZeRO "
                          "shards over them."));
    m_tp->setToolTip(
        tr("Splits weights, states, activations and KV heads across this many cards; needs NVLink to be fast."));
    m_pp->setToolTip(tr("Splits the layers into this many consecutive stages, one per card: the first also holds the "
                        "embeddings, the last the output layer. In training the first stage keeps the activations of "
                        "as many micro-batches as there are stages (1F1B schedule)."));
    m_zero->setToolTip(tr("ZeRO shards training state over the data-parallel ranks: stage 1 the optimizer states, "
                          "2 also gradients, 3 also weights."));
    m_optimizer->setToolTip(tr("Optimizer bytes per parameter in mixed precision: AdamW 12, 8-bit AdamW 6, SGD 8, "
                               "SGD without momentum 4. Paged optimizers keep their states in unified memory: only "
                               "nvidia-smi counts them."));
    m_optimizerInBackward->setToolTip(tr("Each gradient is applied and freed during the backward pass, so the full "
                                         "gradient buffer is never held."));
    m_precision->setToolTip(tr("Mixed precision keeps fp32 master weights (16 bytes/parameter with AdamW); pure "
                               "bf16 keeps everything in bf16 (8 bytes/parameter)."));
    m_recompute->setToolTip(tr("Recomputing activations in the backward pass trades time for memory: selective drops "
                               "the attention matrix, full (gradient checkpointing, the default of PEFT, torchtune "
                               "and LLaMA-Factory) keeps only each layer's input and repeats the forward pass."));
    m_attention->setToolTip(
        tr("PyTorch's scaled-dot-product attention (the default of transformers since 2024) and "
           "FlashAttention never store the sequence × sequence score matrix; eager attention does."));
    m_loraRank->setToolTip(
        tr("Adapter size: each adapted layer gains rank × (inputs + outputs) trainable parameters."));
    m_loraTargets->setToolTip(tr("Which linear layers get adapters."));
    m_loraDropout->setToolTip(tr("Dropout probability on the adapters' input (0 = off). When on, each adapted layer "
                                 "keeps a dropped copy of its input for the backward pass."));
    m_dora->setToolTip(tr("Weight-decomposed LoRA: adds a trained magnitude per output and keeps one more copy of "
                          "each adapted layer's output."));
    m_loss->setToolTip(tr("The standard loss holds 12 bytes per logit (sequence × vocabulary) under transformers' "
                          "Trainer, 14 in a loop that keeps the model's outputs until backward; a chunked loss about "
                          "4; a fused linear loss (Liger, cut cross-entropy) only a small chunk of them."));
    m_loader->setToolTip(tr("For a bitsandbytes model (int8, NF4, FP4): PEFT's prepare_model_for_kbit_training, which "
                            "TRL's SFTTrainer runs, casts the embeddings, LM head and norms to fp32, and the hidden "
                            "states between layers stay fp32; LLaMA-Factory, Unsloth, LitGPT and torchtune leave "
                            "them in 16 bits."));
    m_offload->setToolTip(tr("Moves the chosen parts to host RAM (ZeRO-Offload, FSDP CPU offload, activation "
                             "offloading): they leave the GPU and the RAM they need is shown apart."));
    for (QCheckBox* box : { m_offloadOptimizer, m_offloadParams, m_offloadActivations })
        box->setToolTip(m_offload->toolTip());
    m_materialize->setToolTip(tr("With ZeRO-3 or FSDP: DeepSpeed, accelerate, LitGPT and FSDP's own loading build the "
                                 "model one unit at a time; a script that moves the whole model to the GPU before "
                                 "wrapping it puts the whole 16-bit model on every card, a peak at load time."));
    m_bnbRelease->setToolTip(tr("Up to 0.43.1 (before July 2024) bitsandbytes' 4-bit matmul keeps each layer's input "
                                "for the backward pass; later releases keep only the packed weight."));
    m_sharder->setToolTip(tr("With ZeRO-3: FSDP gathers whole units and keeps its root (embeddings and output layer) "
                             "whole from forward to backward; DeepSpeed gathers module by module and passes "
                             "gradients through a bucket."));
    m_shardUnit->setToolTip(tr("Decoder layers FSDP wraps into one unit, gathered together (1: one unit per layer)."));
    m_prefetch->setToolTip(tr("Gathers the next unit while the current one computes: faster, one more unit held."));
    m_gradAccumulation->setToolTip(tr("Micro-batches per optimizer step. Under FSDP the ones before the last skip "
                                      "the gradient sync, so every card keeps all gradients whole, not its shard."));
    m_unitGrads->setToolTip(tr("Under FSDP with LoRA: whether only the adapters get gradients, or the frozen weights "
                               "that share a unit with them too (one flat parameter per block, as LitGPT wraps)."));
    m_metric->setToolTip(tr("What the total counts: the tensors (PyTorch's max_memory_allocated), plus the "
                            "allocator's cache (max_memory_reserved), or the whole device with the CUDA context, as "
                            "nvidia-smi shows. Card fit always uses the whole device."));
    m_overhead->setToolTip(tr("A fixed amount per GPU in place of the modelled CUDA context and allocator reserve."));
}

} // namespace rp
