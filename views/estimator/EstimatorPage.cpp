#include "views/estimator/EstimatorPage.h"

#include "models/catalog/CardCatalog.h"
#include "models/catalog/CardFit.h"
#include "models/common/AppSettings.h"
#include "models/memory/Assumptions.h"
#include "models/memory/EstimateInputCodec.h"
#include "models/memory/MemoryEstimator.h"
#include "models/planner/CostToFinish.h"
#include "models/planner/WorkloadHours.h"
#include "models/qt/CardFitTableModel.h"
#include "views/common/GripSplitter.h"
#include "views/common/WheelGuard.h"
#include "views/estimator/EstimateSettingsForm.h"
#include "views/estimator/FitHighlightProxy.h"
#include "views/estimator/MemoryBreakdownChart.h"
#include "views/estimator/ModelPicker.h"

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace rp {

EstimatorPage::EstimatorPage(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("estimatorPage"));
    WheelGuard::install(); // the form scrolls: the wheel must never edit a field it passes over
    m_picker = new ModelPicker(this);
    m_form = new EstimateSettingsForm(this);
    m_modelBox = new QGroupBox(this);
    (new QVBoxLayout(m_modelBox))->addWidget(m_picker);
    m_settingsBox = new QGroupBox(this);
    (new QVBoxLayout(m_settingsBox))->addWidget(m_form);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(m_modelBox);
    leftLayout->addWidget(m_settingsBox);
    leftLayout->addStretch();
    m_settingsScroll = new QScrollArea(this);
    m_settingsScroll->setObjectName(QStringLiteral("estimatorSettingsScroll"));
    m_settingsScroll->setWidget(left);
    m_settingsScroll->setWidgetResizable(true);
    m_settingsScroll->setFrameShape(QFrame::NoFrame);
    // The settings scroll up and down, never sideways: the pane is as wide as its widest row needs
    // (the fine-tuning rows are wider than inference's), updated whenever the form lays out anew.
    m_settingsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    left->installEventFilter(this);
    fitSettingsWidth();

    m_following = new QLabel(this);
    m_following->setObjectName(QStringLiteral("estimatorFollowing"));
    m_following->setWordWrap(true);
    m_following->setStyleSheet(QStringLiteral("background: palette(alternate-base); padding: 4px;"));
    m_following->hide();
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("estimateSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("estimateWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color: #8a5a00;"));

    m_chartCardLabel = new QLabel(this);
    m_chartCard = new QComboBox(this);
    m_chartCard->setObjectName(QStringLiteral("chartCardCombo"));
    for (const Card& card : CardCatalog::builtIn().cards())
        m_chartCard->addItem(card.name, card.id);
    const int saved = m_chartCard->findData(AppSettings::value(AppSettings::Key::EstimatorCard));
    m_chartCard->setCurrentIndex(saved >= 0 ? saved : 0);
    auto* cardRow = new QHBoxLayout;
    cardRow->addWidget(m_chartCardLabel);
    cardRow->addWidget(m_chartCard);
    cardRow->addStretch();

    m_chart = new MemoryBreakdownChart(this);
    m_fitModel = new CardFitTableModel(this);
    auto* proxy = new FitHighlightProxy(this);
    proxy->setSourceModel(m_fitModel);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("cardTable"));
    m_table->setModel(proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The levers can run to three long phrases, the warnings to a sentence: the text columns share
    // the width the numbers leave (fitTableText), so "Fewest cards" and the headroom stay in view on a
    // 1366-pixel screen; long texts wrap onto a second line, and each cell's tooltip is whole.
    for (const int text :
        { CardFitTableModel::AlternativesColumn, CardFitTableModel::SplitColumn, CardFitTableModel::WarningsColumn })
        m_table->horizontalHeader()->setSectionResizeMode(text, QHeaderView::Interactive);
    m_table->viewport()->installEventFilter(this);
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideRight);

    auto* right = new GripSplitter(Qt::Vertical, this);
    auto* top = new QWidget(right);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_following);
    topLayout->addWidget(m_summary);
    topLayout->addLayout(cardRow);
    topLayout->addWidget(m_chart, 1);
    right->addWidget(top);
    auto* bottom = new QWidget(right);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_table, 1);
    bottomLayout->addWidget(m_warnings);
    right->addWidget(bottom);
    right->setStretchFactor(0, 2);
    right->setStretchFactor(1, 3);

    auto* layout = new QHBoxLayout(this);
    auto* split = new GripSplitter(Qt::Horizontal, this);
    split->addWidget(m_settingsScroll);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    layout->addWidget(split);

    connect(m_picker, &ModelPicker::modelChanged, this, &EstimatorPage::recompute);
    connect(m_form, &EstimateSettingsForm::changed, this, &EstimatorPage::recompute);
    connect(m_chartCard, &QComboBox::currentIndexChanged, this, &EstimatorPage::updateChart);
    connect(
        m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
            const int index = m_chartCard->findData(current.data(CardFitTableModel::CardIdRole));
            if (index >= 0)
                m_chartCard->setCurrentIndex(index);
        });

    {
        // The saved inputs and model, then one estimate: each would otherwise recompute on its own.
        const QSignalBlocker formQuiet(m_form);
        const QSignalBlocker pickerQuiet(m_picker);
        m_form->setInput(
            decodeEstimateInput(AppSettings::value(AppSettings::Key::EstimatorInputs).toString().toUtf8()));
        m_picker->restoreState(AppSettings::value(AppSettings::Key::EstimatorModel).toString());
    }
    retranslateUi();
    recompute();
}

EstimatorPage::~EstimatorPage()
{
    saveState();
}

void EstimatorPage::saveState() const
{
    AppSettings::setValue(AppSettings::Key::EstimatorInputs, QString::fromUtf8(encodeEstimateInput(m_form->input())));
    AppSettings::setValue(AppSettings::Key::EstimatorCard, m_chartCard->currentData());
    AppSettings::setValue(AppSettings::Key::EstimatorModel, m_picker->state());
}

void EstimatorPage::showPhase(const Phase& phase, const PhaseResult& result)
{
    if (!phase.workload || phase.workload->isData())
        return;
    const Workload& w = *phase.workload;
    m_showingPhase = true;
    {
        const QSignalBlocker block(m_form);
        m_form->setInput(WorkloadHours::estimatorInput(w, result.split));
    }
    if (!w.preset.isEmpty())
        m_picker->showPreset(w.preset); // one recompute, with the form already set
    else
        m_picker->showParams(std::max<std::int64_t>(w.params, 1));
    m_showingPhase = false;
    m_followed = Followed { phase.name, result.split, result.machines, result.cardsPerMachine };
    updateFollowing();
}

void EstimatorPage::updateFollowing()
{
    m_following->setVisible(m_followed.has_value());
    if (!m_followed)
        return;
    const Followed& f = *m_followed;
    QString text = tr("Showing the phase \"%1\" of the plan, on the split the Planner runs it with: %2.")
                       .arg(f.name, cost_to_finish::brief(f.split, f.machines, f.cardsPerMachine));
    if (f.split.pp > 1)
        text += u' '
            + tr("Its %1 pipeline stages count as tensor parallelism here: each card holds the same share of the "
                 "weights and cache.")
                  .arg(f.split.pp);
    m_following->setText(text);
}

void EstimatorPage::recompute()
{
    if (!m_showingPhase && m_followed) {
        // An input changed here: what is shown is no longer the phase.
        m_followed.reset();
        updateFollowing();
    }
    const EstimateInput in = m_form->input();
    m_input = in;
    m_inputProblems = in.problems();
    const QString missing = m_picker->problem();
    if (!missing.isEmpty())
        m_inputProblems.prepend(missing);
    if (m_inputProblems.isEmpty()) {
        m_estimate = MemoryEstimator::estimate(m_picker->model(), in);
        if (!m_estimate.refusal.isEmpty())
            m_inputProblems.append(m_estimate.refusal);
    }
    if (m_inputProblems.isEmpty()) {
        m_fitModel->setFits(CardFitter::fitAll(CardCatalog::builtIn(), m_estimate), in.isTraining());
    } else {
        // A result that no longer matches the inputs is cleared, never left standing.
        m_estimate = MemoryEstimate {};
        m_fitModel->setFits({}, in.isTraining());
    }
    m_table->setEnabled(m_inputProblems.isEmpty());
    m_chartCard->setEnabled(m_inputProblems.isEmpty());
    m_textWidthsStale = true;
    fitTableText();
    updateChart();
    updateSummary();
    Q_EMIT estimated();
}

void EstimatorPage::updateChart()
{
    if (!m_inputProblems.isEmpty()) {
        m_chart->clear(); // no figures for an input that is not valid: the summary says why
        return;
    }
    const Card* card = CardCatalog::builtIn().find(m_chartCard->currentData().toString());
    m_chart->setBreakdown(m_estimate.perGpu, card ? card->name : QString(), card ? card->memoryBytes() : 0);
}

void EstimatorPage::updateSummary()
{
    const QLocale locale;
    if (!m_inputProblems.isEmpty()) {
        m_summary->setText(tr("<b>No estimate.</b> %1").arg(m_inputProblems.join(u' ').toHtmlEscaped()));
        m_warnings->clear();
        m_warnings->hide();
        return;
    }
    const ModelArch& model = m_picker->model();
    auto size = [&](std::int64_t bytes) { return locale.formattedDataSize(bytes, 2, QLocale::DataSizeIecFormat); };
    int fitting = 0;
    int faster = 0; // of those, the ones that also hold it without gradient checkpointing
    double timeSaving = 0;
    for (const CardFit& f : m_fitModel->fits()) {
        fitting += f.fits ? 1 : 0;
        if (f.withoutRecompute && f.withoutRecompute->fits) {
            ++faster;
            timeSaving = f.withoutRecompute->timeSaving;
        }
    }
    const QString count = locale.toString(qlonglong(m_estimate.params.total));
    // A bare count is its own name: say it once.
    QString text = model.shapeInferred ? tr("<b>%1 parameters</b> (shape inferred)").arg(count)
                                       : tr("<b>%1</b>: %2 parameters").arg(model.name.toHtmlEscaped(), count);
    if (m_estimate.params.vision > 0)
        text += tr(" (language model %1, vision %2)")
                    .arg(locale.toString(qlonglong(m_estimate.params.text())),
                        locale.toString(qlonglong(m_estimate.params.vision)));
    if (m_estimate.params.active != m_estimate.params.total)
        text += tr(", %1 active per token").arg(locale.toString(qlonglong(m_estimate.params.active)));
    if (m_estimate.trainableParams > 0)
        text += tr(", %1 trainable").arg(locale.toString(qlonglong(m_estimate.trainableParams)));
    const MemoryBreakdown& b = m_estimate.perGpu;
    text += u"<br>" + tr("Each GPU needs <b>%1</b> (%2).").arg(size(b.total()), metricName(m_input.metric));
    if (b.loadPeak > 0)
        text += u' '
            + (b.loadDecides()
                    ? tr("Loading peaks higher, at <b>%1</b>, and that decides the fit.").arg(size(b.loadPeak))
                    : tr("Loading peaks at %1.").arg(size(b.loadPeak)));
    if (b.hostBytes > 0)
        text += u' ' + tr("Host RAM for what is offloaded: %1.").arg(size(b.hostBytes));
    text += u' ' + tr("%1 of %2 card types hold it as set.").arg(fitting).arg(m_fitModel->rowCount());
    if (faster > 0)
        text += u' '
            + tr("%n of them also hold it without gradient checkpointing, which takes about %1 % less time.", nullptr,
                faster)
                  .arg(locale.toString(timeSaving * 100.0, 'f', 0));
    text += u"<br><small>" + describeAssumptions(m_input).toHtmlEscaped() + u"</small>";
    m_summary->setText(text);
    const QStringList notes = m_estimate.warnings;
    m_warnings->setText(notes.join(u'\n'));
    m_warnings->setVisible(!notes.isEmpty());
}

QString EstimatorPage::metricName(Metric metric) const
{
    switch (metric) {
    case Metric::Allocated:
        return tr("allocated tensors");
    case Metric::Reserved:
        return tr("reserved by PyTorch");
    case Metric::Device:
        break;
    }
    return tr("whole device, as nvidia-smi shows");
}

void EstimatorPage::fitTableText()
{
    // Two lines a row, in the font of the moment (Chinese is set in a taller font).
    m_table->verticalHeader()->setDefaultSectionSize(2 * m_table->fontMetrics().lineSpacing() + 6);
    // The numbers keep their width (ResizeToContents); the three texts (levers, how the fewest cards
    // split, warnings) share what is left. Each gets its one-line width when all fit; else two lines'
    // worth (half of it), never less than its title; else an equal share, the rest in the tooltip.
    QHeaderView* header = m_table->horizontalHeader();
    const std::array texts { int(CardFitTableModel::AlternativesColumn), int(CardFitTableModel::SplitColumn),
        int(CardFitTableModel::WarningsColumn) };
    int numbers = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (std::find(texts.begin(), texts.end(), c) == texts.end())
            numbers += header->sectionSize(c);
    }
    const int room = m_table->viewport()->width() - numbers;
    const int padding = 3 * m_table->fontMetrics().averageCharWidth();
    std::array<int, 3> line {};
    std::array<int, 3> title {};
    for (std::size_t i = 0; i < texts.size(); ++i) {
        if (m_textWidthsStale) {
            m_table->resizeColumnToContents(texts[i]);
            m_textLineWidths[i] = header->sectionSize(texts[i]);
        }
        line[i] = m_textLineWidths[i];
        title[i]
            = header->fontMetrics().horizontalAdvance(m_table->model()->headerData(texts[i], Qt::Horizontal).toString())
            + padding;
    }
    m_textWidthsStale = false;
    auto total = [](const std::array<int, 3>& widths) { return widths[0] + widths[1] + widths[2]; };
    std::array<int, 3> width = line;
    if (total(width) > room) {
        for (std::size_t i = 0; i < texts.size(); ++i)
            width[i] = std::max(title[i], std::min(line[i], line[i] / 2 + padding));
    }
    if (total(width) > room) {
        for (std::size_t i = 0; i < texts.size(); ++i)
            width[i] = std::max(title[i], std::min(width[i], room / int(texts.size())));
    }
    for (std::size_t i = 0; i < texts.size(); ++i)
        header->resizeSection(texts[i], width[i]);
}

void EstimatorPage::fitSettingsWidth()
{
    constexpr int kLeast = 340; // the pane never narrower than this, whatever the form needs
    const int needed = m_settingsScroll->widget()->minimumSizeHint().width()
        + m_settingsScroll->verticalScrollBar()->sizeHint().width();
    m_settingsScroll->setMinimumWidth(std::max(kLeast, needed));
}

bool EstimatorPage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_settingsScroll->widget() && event->type() == QEvent::LayoutRequest)
        fitSettingsWidth();
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitTableText();
    return QWidget::eventFilter(watched, event);
}

void EstimatorPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) {
        m_textWidthsStale = true;
        fitTableText();
    }
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // Warnings, problems and split descriptions come from the engine in the language of the moment.
        m_showingPhase = true; // the same inputs: the phase shown stays shown
        recompute();
        m_showingPhase = false;
        updateFollowing();
    }
    QWidget::changeEvent(event);
}

void EstimatorPage::retranslateUi()
{
    m_modelBox->setTitle(tr("Model"));
    m_settingsBox->setTitle(tr("Task and settings"));
    m_chartCardLabel->setText(tr("Compare with:"));
    m_chartCard->setToolTip(tr("The card drawn next to the per-GPU bar. Selecting a row in the table picks it too."));
    m_table->setToolTip(tr("Every card in the catalog: whether it holds the job as set, other settings worth "
                           "knowing (cheaper levers where it does not fit, training without gradient checkpointing "
                           "where that fits too), and the fewest cards of that type that hold it with the split "
                           "RentPlan would choose."));
}

} // namespace rp
