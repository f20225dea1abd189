#include "views/estimator/ModelPicker.h"

#include "models/arch/ConfigReader.h"
#include "models/arch/ModelPresets.h"
#include "models/arch/ShapeInference.h"
#include "views/common/Dialogs.h"

#include <QComboBox>
#include <QDragEnterEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace rp {

ModelPicker::ModelPicker(QWidget* parent)
    : QWidget(parent)
{
    setAcceptDrops(true);
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("modelSource"));
    m_source->addItems({ QString(), QString(), QString() });

    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("presetCombo"));
    for (const ModelPreset& preset : ModelPresets::all())
        m_preset->addItem(preset.name, preset.id);

    auto* configPage = new QWidget(this);
    auto* configLayout = new QVBoxLayout(configPage);
    configLayout->setContentsMargins(0, 0, 0, 0);
    m_browse = new QPushButton(configPage);
    m_browse->setObjectName(QStringLiteral("openConfigButton"));
    m_configName = new QLabel(configPage);
    m_configName->setWordWrap(true);
    configLayout->addWidget(m_browse);
    configLayout->addWidget(m_configName);
    configLayout->addStretch();

    auto* paramsPage = new QWidget(this);
    auto* paramsLayout = new QFormLayout(paramsPage);
    paramsLayout->setContentsMargins(0, 0, 0, 0);
    m_params = new QLineEdit(QStringLiteral("7B"), paramsPage);
    m_params->setObjectName(QStringLiteral("paramsEdit"));
    m_layers = new QSpinBox(paramsPage);
    m_layers->setRange(0, 10000);
    m_hidden = new QSpinBox(paramsPage);
    m_hidden->setRange(0, 1 << 20);
    m_hidden->setSingleStep(128);
    m_kvHeads = new QSpinBox(paramsPage);
    m_kvHeads->setObjectName(QStringLiteral("kvHeadsSpin"));
    m_kvHeads->setRange(0, 1024);
    m_layersLabel = new QLabel(paramsPage);
    m_hiddenLabel = new QLabel(paramsPage);
    m_kvHeadsLabel = new QLabel(paramsPage);
    paramsLayout->addRow(m_params);
    paramsLayout->addRow(m_layersLabel, m_layers);
    paramsLayout->addRow(m_hiddenLabel, m_hidden);
    paramsLayout->addRow(m_kvHeadsLabel, m_kvHeads);

    auto* presetPage = new QWidget(this);
    auto* presetLayout = new QVBoxLayout(presetPage);
    presetLayout->setContentsMargins(0, 0, 0, 0);
    presetLayout->addWidget(m_preset);
    presetLayout->addStretch();

    m_pages = new QStackedWidget(this);
    m_pages->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_pages->addWidget(presetPage);
    m_pages->addWidget(configPage);
    m_pages->addWidget(paramsPage);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("modelError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_source);
    layout->addWidget(m_pages);
    layout->addWidget(m_error);

    // Only the visible page counts for the size, so the box does not keep the tallest page's height.
    connect(m_pages, &QStackedWidget::currentChanged, this, [this](int current) {
        for (int i = 0; i < m_pages->count(); ++i)
            m_pages->widget(i)->setSizePolicy(
                QSizePolicy::Preferred, i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        m_pages->adjustSize();
    });
    Q_EMIT m_pages->currentChanged(0);
    connect(m_source, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_pages->setCurrentIndex(index);
        m_error->hide(); // a message about another page; this one says its own
        if (index == int(Source::Preset))
            applyPreset();
        else if (index == int(Source::Params))
            applyParams();
        else if (!m_configPath.isEmpty())
            loadConfig(m_configPath);
        else
            Q_EMIT modelChanged(); // no file yet: the page clears its result and says why
    });
    connect(m_preset, &QComboBox::currentIndexChanged, this, &ModelPicker::applyPreset);
    connect(m_browse, &QPushButton::clicked, this, &ModelPicker::browseConfig);
    connect(m_params, &QLineEdit::textChanged, this, &ModelPicker::applyParams);
    connect(m_layers, &QSpinBox::valueChanged, this, &ModelPicker::applyParams);
    connect(m_hidden, &QSpinBox::valueChanged, this, &ModelPicker::applyParams);
    connect(m_kvHeads, &QSpinBox::valueChanged, this, &ModelPicker::applyParams);

    retranslateUi();
    applyPreset();
}

ModelPicker::Source ModelPicker::source() const
{
    return Source(m_source->currentIndex());
}

void ModelPicker::retranslateUi()
{
    m_source->setItemText(int(Source::Preset), tr("Preset model"));
    m_source->setItemText(int(Source::Config), tr("Hugging Face config.json"));
    m_source->setItemText(int(Source::Params), tr("Parameter count"));
    m_source->setToolTip(tr("Where the model's shape comes from. A config.json gives exact KV-cache and activation "
                            "figures; a bare parameter count only estimates them."));
    m_preset->setToolTip(tr("Shipped models, each stored as its published config.json."));
    m_browse->setText(tr("Open config.json…"));
    m_browse->setToolTip(tr("Open a model's config.json, or drop one anywhere on this panel."));
    if (m_configPath.isEmpty())
        m_configName->setText(tr("No file chosen."));
    m_params->setPlaceholderText(tr("e.g. 7B, 7e9 or 7000000000"));
    m_params->setToolTip(tr("Total parameters. Weights memory is this count times the bytes per weight."));
    m_layersLabel->setText(tr("Layers (optional)"));
    m_hiddenLabel->setText(tr("Hidden size (optional)"));
    m_layers->setSpecialValueText(tr("guess"));
    m_hidden->setSpecialValueText(tr("guess"));
    m_layers->setToolTip(tr("Layer count, if known: it sets the KV cache and activations."));
    m_hidden->setToolTip(tr("Hidden size, if known: it sets the KV cache and activations."));
    m_kvHeadsLabel->setText(tr("KV heads (optional)"));
    m_kvHeads->setSpecialValueText(tr("assumed"));
    m_kvHeads->setToolTip(tr("Key/value heads, if known. Otherwise they come from the shipped model of that size, "
                             "or grouped-query attention with 8 KV heads is assumed from 30B up."));
}

void ModelPicker::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // A message on show is remade in the new language from what caused it.
        if (!m_error->isHidden()) {
            InputError error;
            if (const QString params = paramsProblem(); source() == Source::Params && !params.isEmpty())
                m_error->setText(params);
            else if (!m_refusedPath.isEmpty() && !ConfigReader::fromFile(m_refusedPath, &error))
                m_error->setText(error.toString());
        }
    }
    QWidget::changeEvent(event);
}

void ModelPicker::applyPreset()
{
    if (source() != Source::Preset)
        return;
    if (const ModelPreset* preset = ModelPresets::find(m_preset->currentData().toString()))
        setModel(preset->arch);
}

namespace {

std::optional<std::int64_t> optionalCount(int v)
{
    return v > 0 ? std::optional<std::int64_t>(v) : std::nullopt;
}

} // namespace

QString ModelPicker::paramsProblem() const
{
    const auto params = parseParameterCount(m_params->text());
    if (!params)
        return tr("Parameter count: \"%1\" is not a count such as 7B, 7e9 or 7000000000.").arg(m_params->text());
    const ModelArch arch = inferShape(
        *params, optionalCount(m_layers->value()), optionalCount(m_hidden->value()), optionalCount(m_kvHeads->value()));
    if (arch.heads % arch.kvHeads != 0)
        return tr("KV heads (%1) must divide the %2 attention heads of the inferred shape.")
            .arg(arch.kvHeads)
            .arg(arch.heads);
    return {};
}

void ModelPicker::applyParams()
{
    if (source() != Source::Params)
        return;
    if (const QString problem = paramsProblem(); !problem.isEmpty()) {
        showError(problem);
        Q_EMIT modelChanged(); // the count typed is not the model shown: the page clears its result
        return;
    }
    setModel(inferShape(*parseParameterCount(m_params->text()), optionalCount(m_layers->value()),
        optionalCount(m_hidden->value()), optionalCount(m_kvHeads->value())));
}

void ModelPicker::browseConfig()
{
    const QString path = Dialogs::openFileName(
        this, tr("Open a model config"), QFileInfo(m_configPath).path(), tr("Model config (*.json);;All files (*)"));
    if (!path.isEmpty())
        loadConfig(path);
}

QString ModelPicker::problem() const
{
    if (source() == Source::Config && m_configPath.isEmpty())
        return tr("Choose a config.json (Open config.json… or drop one here) to see an estimate.");
    if (source() == Source::Params)
        return paramsProblem();
    return {};
}

void ModelPicker::showPreset(const QString& id)
{
    {
        const QSignalBlocker blockSource(m_source);
        const QSignalBlocker blockPreset(m_preset);
        m_source->setCurrentIndex(int(Source::Preset));
        m_pages->setCurrentIndex(int(Source::Preset));
        m_preset->setCurrentIndex(std::max(0, m_preset->findData(id)));
    }
    applyPreset();
}

void ModelPicker::showParams(std::int64_t params)
{
    {
        const QSignalBlocker blockSource(m_source);
        const QSignalBlocker blockParams(m_params);
        const QSignalBlocker blockLayers(m_layers);
        const QSignalBlocker blockHidden(m_hidden);
        const QSignalBlocker blockKv(m_kvHeads);
        m_source->setCurrentIndex(int(Source::Params));
        m_pages->setCurrentIndex(int(Source::Params));
        m_params->setText(QString::number(params));
        // The shape guessed from the count alone, as the planner does for a bare count.
        m_layers->setValue(0);
        m_hidden->setValue(0);
        m_kvHeads->setValue(0);
    }
    applyParams();
}

QString ModelPicker::presetId() const
{
    return m_preset->currentData().toString();
}

bool ModelPicker::loadConfig(const QString& path)
{
    InputError error;
    const auto arch = ConfigReader::fromFile(path, &error);
    if (!arch) {
        m_refusedPath = path;
        showError(error.toString());
        return false;
    }
    m_refusedPath.clear();
    m_configPath = path;
    m_configName->setText(QFileInfo(path).fileName());
    m_configName->setToolTip(path);
    if (source() != Source::Config) {
        const QSignalBlocker block(m_source);
        m_source->setCurrentIndex(int(Source::Config));
        m_pages->setCurrentIndex(int(Source::Config));
    }
    setModel(*arch);
    return true;
}

void ModelPicker::setModel(const ModelArch& model)
{
    m_error->hide();
    m_model = model;
    Q_EMIT modelChanged();
}

void ModelPicker::showError(const QString& error)
{
    m_error->setText(error);
    m_error->show();
}

QString ModelPicker::state() const
{
    switch (source()) {
    case Source::Preset:
        return u"preset:" + m_preset->currentData().toString();
    case Source::Config:
        return u"config:" + m_configPath;
    case Source::Params:
        return u"params:" + m_params->text();
    }
    return {};
}

void ModelPicker::restoreState(const QString& state)
{
    const QString value = state.section(u':', 1);
    if (state.startsWith(u"preset:")) {
        const int index = m_preset->findData(value);
        if (index >= 0)
            m_preset->setCurrentIndex(index);
        m_source->setCurrentIndex(int(Source::Preset));
        applyPreset();
    } else if (state.startsWith(u"config:") && !value.isEmpty()) {
        loadConfig(value);
    } else if (state.startsWith(u"params:")) {
        m_params->setText(value);
        m_source->setCurrentIndex(int(Source::Params));
    }
}

void ModelPicker::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void ModelPicker::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        loadConfig(urls.first().toLocalFile());
}

} // namespace rp
