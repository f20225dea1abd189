#include "views/billing/SelfBuildForm.h"

#include "models/catalog/CardCatalog.h"
#include "models/plan/PlanLimits.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace rp {

namespace {

// One numeric field: its label, tooltip, range and where it lives in SelfBuild.
// Shares (residual, maintenance) are shown in percent: `scale` 100.
struct Field {
    const char* name;
    const char* label;
    const char* tip;
    double SelfBuild::*member;
    double min;
    double max;
    int decimals;
    double scale;
    const char* suffix; // the unit; "%1" stands for the plan's currency
};

const Field kFields[] = {
    { "capex", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Purchase price"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm", "One machine with its cards, delivered and installed"),
        &SelfBuild::capex, 0, limits::kMaxMoney, 0, 1, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " %1") },
    { "depreciation_years", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Written off over"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Years until the machine is fully depreciated"),
        &SelfBuild::depreciationYears, 0.1, 50, 1, 1, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " years") },
    { "residual_fraction", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Resale value"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm",
            "What the machine still sells for at the end, as a share of the price (often less than "
            "straight-line depreciation suggests)"),
        &SelfBuild::residualFraction, 0, 1, 0, 100, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " %") },
    { "power_kw", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Power at full load"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Whole machine: cards, CPUs, fans; kilowatts"), &SelfBuild::powerKw, 0,
        1e4, 2, 1, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " kW") },
    { "idle_power_kw", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Power when idle"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Kilowatts drawn while the cards wait"), &SelfBuild::idlePowerKw, 0, 1e4,
        2, 1, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " kW") },
    { "pue", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "PUE"),
        QT_TRANSLATE_NOOP(
            "rp::SelfBuildForm", "Power usage effectiveness: cooling and losses on top of the machine (1.0 = none)"),
        &SelfBuild::pue, 1, 5, 2, 1, "" },
    { "electricity_per_kwh", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Electricity per kWh"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Price of one kilowatt-hour"), &SelfBuild::electricityPerKwh, 0, 1e6, 3,
        1, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " %1 / kWh") },
    { "hosting_per_month", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Hosting per month"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Rack, space, cooling and network fees"), &SelfBuild::hostingPerMonth, 0,
        limits::kMaxMoney, 0, 1, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " %1 / month") },
    { "ops_per_month", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Operations per month"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Staff time to install, patch and repair"), &SelfBuild::opsPerMonth, 0,
        limits::kMaxMoney, 0, 1, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " %1 / month") },
    { "maintenance_fraction_per_year", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Maintenance per year"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Spares and repairs as a share of the purchase price each year"),
        &SelfBuild::maintenanceFractionPerYear, 0, 1, 1, 100, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " %") },
    { "lead_time_days", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Lead time"),
        QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Days from approval to the first job: procurement and setup"),
        &SelfBuild::leadTimeDays, 0, 3650, 0, 1, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " days") },
    { "delay_cost_per_day", QT_TRANSLATE_NOOP("rp::SelfBuildForm", "Cost of waiting per day"),
        QT_TRANSLATE_NOOP(
            "rp::SelfBuildForm", "What each day of lead time costs the project (people idle, deadlines missed)"),
        &SelfBuild::delayCostPerDay, 0, limits::kMaxMoney, 0, 1, QT_TRANSLATE_NOOP("rp::SelfBuildForm", " %1 / day") },
};

} // namespace

SelfBuildForm::SelfBuildForm(QWidget* parent)
    : QGroupBox(parent)
    , m_layout(new QFormLayout(this))
    , m_card(new QComboBox(this))
    , m_cards(new QSpinBox(this))
{
    setObjectName(QStringLiteral("selfBuildForm"));
    setCheckable(true);
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_card->setObjectName(QStringLiteral("selfBuild_card"));
    for (const Card& card : CardCatalog::builtIn().cards())
        m_card->addItem(card.name, card.id);
    m_cards->setObjectName(QStringLiteral("selfBuild_cards"));
    m_cards->setRange(1, limits::kMaxCards);
    m_layout->addRow(new QLabel(this), m_card);
    m_layout->addRow(new QLabel(this), m_cards);
    for (const Field& f : kFields) {
        auto* spin = new QDoubleSpinBox(this);
        spin->setObjectName(QStringLiteral("selfBuild_") + QLatin1String(f.name));
        spin->setRange(f.min * f.scale, f.max * f.scale);
        spin->setDecimals(f.decimals);
        spin->setGroupSeparatorShown(true);
        m_layout->addRow(new QLabel(this), spin);
        m_spins.append(spin);
        if (f.member == &SelfBuild::idlePowerKw) // idle can never exceed full load (the file refuses it)
            connect(m_spins.at(m_spins.size() - 2), &QDoubleSpinBox::valueChanged, spin, &QDoubleSpinBox::setMaximum);
        // Only the edited field is read back: a spin box rounds to its decimals, and reading
        // all of them would quietly round every other value of the plan on each edit.
        const qsizetype index = m_spins.size() - 1;
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, &f, index](double value) {
            if (m_updating)
                return;
            m_last.*(kFields[index].member) = value / kFields[index].scale;
            emitEdit(f.label);
        });
    }
    connect(m_card, &QComboBox::currentIndexChanged, this, [this] { emitEdit(QT_TR_NOOP("Card")); });
    connect(m_cards, &QSpinBox::valueChanged, this, [this] { emitEdit(QT_TR_NOOP("Cards per machine")); });
    connect(this, &QGroupBox::toggled, this, [this] { emitEdit(QT_TR_NOOP("Compare buying")); });
    retranslate();
    setSelfBuild(std::nullopt);
}

std::optional<SelfBuild> SelfBuildForm::current() const
{
    if (!isChecked())
        return std::nullopt;
    SelfBuild s = m_last; // numeric fields are kept exact there, as loaded or as edited
    s.card = m_card->currentData().toString();
    s.cards = m_cards->value();
    return s;
}

void SelfBuildForm::emitEdit(const char* field)
{
    if (m_updating)
        return;
    const std::optional<SelfBuild> after = current();
    if (after)
        m_last = *after;
    Q_EMIT edited(after, QString::fromUtf8(field));
}

void SelfBuildForm::setSelfBuild(const std::optional<SelfBuild>& selfBuild)
{
    m_updating = true;
    if (selfBuild)
        m_last = *selfBuild;
    else if (m_last.card.isEmpty())
        m_last.card = QStringLiteral("a100-sxm-80g");
    setChecked(selfBuild.has_value());
    const int cardIndex = m_card->findData(m_last.card);
    m_card->setCurrentIndex(cardIndex >= 0 ? cardIndex : 0);
    m_cards->setValue(m_last.cards);
    for (qsizetype i = 0; i < m_spins.size(); ++i)
        m_spins.at(i)->setValue(m_last.*(kFields[i].member) * kFields[i].scale);
    m_updating = false;
}

void SelfBuildForm::resetTo(const std::optional<SelfBuild>& selfBuild)
{
    m_last = SelfBuild {};
    setSelfBuild(selfBuild);
}

void SelfBuildForm::setCurrency(const QString& currency)
{
    m_currency = currency;
    updateSuffixes();
}

void SelfBuildForm::updateSuffixes()
{
    // Units are words too ("years" / "年"); money names its currency and period ("CNY / month").
    for (qsizetype i = 0; i < m_spins.size(); ++i) {
        const QString unit = tr(kFields[i].suffix);
        m_spins.at(i)->setSuffix(unit.contains(u"%1") ? unit.arg(m_currency) : unit);
    }
}

void SelfBuildForm::retranslate()
{
    setTitle(tr("Compare with buying the hardware"));
    // What owning costs beyond the price of the machine (docs/plan-format.md, `self_build`).
    setToolTip(tr("Owning: purchase, depreciation, power, hosting, staff and the wait before it runs. "
                  "Uncheck to leave buying out."));
    auto setRow = [this](int row, const QString& label, const QString& tip) {
        if (auto* item = m_layout->itemAt(row, QFormLayout::LabelRole); item && item->widget())
            static_cast<QLabel*>(item->widget())->setText(label);
        m_layout->itemAt(row, QFormLayout::FieldRole)->widget()->setToolTip(tip);
    };
    setRow(0, tr("Card"), tr("GPU model of the machine you would buy"));
    setRow(1, tr("Cards per machine"), tr("GPUs in one machine; a job needing more buys more machines"));
    for (qsizetype i = 0; i < m_spins.size(); ++i)
        setRow(int(i) + 2, tr(kFields[i].label), tr(kFields[i].tip));
    updateSuffixes();
}

} // namespace rp
