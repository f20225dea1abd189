#include "models/qt/OfferTableModel.h"

#include "models/qt/HeaderRetranslator.h"

#include <limits>

#include "models/catalog/CardCatalog.h"
#include "models/common/JsonInput.h"
#include "models/cost/BillingRules.h"
#include "models/cost/Money.h"
#include "models/cost/SpotModel.h"
#include "models/plan/OfferJson.h"
#include "models/qt/PlanModel.h"

#include <QLocale>

#include <cmath>

namespace rp {

namespace {

struct ColumnInfo {
    const char* key;
    const char* title;
    const char* tip;
};

// Order = the Column enum.
constexpr ColumnInfo kColumns[] = {
    { "id", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Id"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Short unique name used by charts and the command line") },
    { "provider", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Provider"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Who quoted this price") },
    { "card", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Card"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel",
            "GPU model, from the card catalog, or no GPU for a CPU machine (it prices CPU-only phases)") },
    { "cards", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Cards per instance"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "GPUs in one instance; jobs rent whole instances") },
    { "mode", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Billing"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "On-demand, weekly, monthly, yearly/reserved or spot") },
    { "price", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Price"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel",
            "Per card-hour for on-demand and spot; per card and period for weekly, monthly, yearly; a CPU machine per "
            "machine-hour or machine and period") },
    { "", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Job cost"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel",
            "What the job above costs with this offer: billed time, whole instances, storage and egress") },
    { "min_billed_hours", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Minimum h"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Shortest time billed, in hours (0 = none)") },
    { "billing_increment_hours", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Step h"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Time is billed in steps of this many hours (0 = billed exactly)") },
    { "refund", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Refund"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Released early: no refund, or the unused part refunded pro rata") },
    { "renewal_price_per_card_period", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Renewal"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Price of each later period; empty = same as the first") },
    { "storage_per_month", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Storage/month"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Disk per instance and month, billed while stopped too") },
    { "egress_per_gb", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Egress/GB"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Price of each GB sent out of the provider") },
    { "ingress_per_gb", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Ingress/GB"),
        QT_TRANSLATE_NOOP(
            "rp::OfferTableModel", "Price of each GB sent to the machine (most providers charge nothing)") },
    { "fabric", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Network"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel",
            "The network between instances when a job spans several: InfiniBand, RoCE or 100 Gbit/s and more "
            "let machines scale about as well as the cards inside one; anything else, or nothing stated, scales much "
            "worse") },
    { "fabric_gbps", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Network Gbit/s"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Bandwidth between instances, Gbit/s; empty = not stated") },
    { "interruptions_per_day", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Interruptions/day"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Spot: how often the instance is reclaimed, on average") },
    { "checkpoint_minutes", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Save min"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Spot: minutes one checkpoint takes to write") },
    { "restart_minutes", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Restart min"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel", "Spot: minutes to get a new instance and reload the checkpoint") },
    { "max_loss_minutes", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Max loss min"),
        QT_TRANSLATE_NOOP(
            "rp::OfferTableModel", "Spot: the most work one interruption may cost; empty = use Daly's interval") },
    { "", QT_TRANSLATE_NOOP("rp::OfferTableModel", "Save every"),
        QT_TRANSLATE_NOOP("rp::OfferTableModel",
            "Spot: checkpoint interval by Daly's formula, shortened to respect the maximum loss") },
};
static_assert(std::size(kColumns) == OfferTableModel::ColumnCount);

// For number(): every digit the double holds, so editing never rounds a stored value.
constexpr int kExact = QLocale::FloatingPointShortest;

QString number(double value, int decimals = 2)
{
    // Trailing zeros add nothing to a quote: 18 not 18.00, but 0.8 stays.
    QString text = QLocale().toString(value, 'f', decimals);
    if (text.contains(QLocale().decimalPoint())) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(QLocale().decimalPoint()))
            text.chop(1);
    }
    return text;
}

// Accepts the user's locale ("1,234.5") and plain C notation ("1234.5").
std::optional<double> parseNumber(const QVariant& value)
{
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Int)
        return value.toDouble();
    const QString text = value.toString().trimmed();
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

} // namespace

OfferTableModel::OfferTableModel(PlanModel* plan, QObject* parent)
    : QAbstractTableModel(parent)
    , m_plan(plan)
{
    new HeaderRetranslator(this); // headings follow a language switch
    connect(plan, &PlanModel::aboutToReset, this, &OfferTableModel::beginResetModel);
    connect(plan, &PlanModel::reset, this, &OfferTableModel::endResetModel);
    connect(plan, &PlanModel::offersAboutToBeInserted, this,
        [this](int row, int count) { beginInsertRows({}, row, row + count - 1); });
    connect(plan, &PlanModel::offersInserted, this, &OfferTableModel::endInsertRows);
    connect(plan, &PlanModel::offersAboutToBeRemoved, this,
        [this](int row, int count) { beginRemoveRows({}, row, row + count - 1); });
    connect(plan, &PlanModel::offersRemoved, this, &OfferTableModel::endRemoveRows);
    connect(plan, &PlanModel::offerChanged, this,
        [this](int row) { Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1)); });
}

void OfferTableModel::setJobCosts(const QList<double>& costs, const QString& currency)
{
    m_jobCosts = costs;
    m_currency = currency;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, JobCost), index(rowCount() - 1, JobCost), { Qt::DisplayRole });
}

const char* OfferTableModel::key(int column)
{
    return kColumns[column].key;
}

int OfferTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_plan->plan().offers.size());
}

int OfferTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool OfferTableModel::applies(const Offer& offer, int column) const
{
    switch (column) {
    case JobCost:
    case SaveEvery:
        return false; // computed, never typed
    case Cards:
        return !offer.isCpu(); // a CPU machine is one machine per instance
    case Refund:
    case RenewalPrice:
        return BillingModes::isPeriodic(offer.mode);
    case InterruptionsPerDay:
    case CheckpointMinutes:
    case RestartMinutes:
    case MaxLossMinutes:
        return offer.mode == BillingMode::Spot;
    default:
        return true;
    }
}

QVariant OfferTableModel::editValue(const Offer& o, int column) const
{
    switch (column) {
    case Id:
        return o.id;
    case Provider:
        return o.provider;
    case Card:
        return o.card;
    case Cards:
        return o.cardsPerInstance;
    case Mode:
        return BillingModes::key(o.mode);
    case Price:
        return number(BillingModes::isPeriodic(o.mode) ? o.pricePerCardPeriod : o.pricePerCardHour, kExact);
    case JobCost:
    case SaveEvery:
        return {};
    case MinBilledHours:
        return number(o.minBilledHours, kExact);
    case IncrementHours:
        return number(o.billingIncrementHours, kExact);
    case Refund:
        return BillingModes::refundKey(o.refund);
    case RenewalPrice:
        return o.renewalPricePerCardPeriod ? number(*o.renewalPricePerCardPeriod, kExact) : QString();
    case StoragePerMonth:
        return number(o.storagePerMonth, kExact);
    case EgressPerGb:
        return number(o.egressPerGb, kExact);
    case IngressPerGb:
        return number(o.ingressPerGb, kExact);
    case Fabric:
        return o.fabric;
    case FabricGbps:
        return o.fabricGbps ? number(*o.fabricGbps, kExact) : QString();
    case InterruptionsPerDay:
        return number(o.interruptionsPerDay, kExact);
    case CheckpointMinutes:
        return number(o.checkpointMinutes, kExact);
    case RestartMinutes:
        return number(o.restartMinutes, kExact);
    case MaxLossMinutes:
        return o.maxLossMinutes ? number(*o.maxLossMinutes, kExact) : QString();
    }
    return {};
}

QString OfferTableModel::displayValue(const Offer& o, int column) const
{
    // A new offer has no price: it says so where the price and what it costs would be.
    if ((column == Price || column == JobCost) && !billing::missingPrice(o).isEmpty())
        return column == Price ? tr("no price yet") : tr("not compared");
    if (column == JobCost) {
        const qsizetype row = m_plan->plan().indexOfOffer(o.id);
        return row >= 0 && row < m_jobCosts.size() ? money::format(m_jobCosts.at(row), m_currency) : QString();
    }
    if (column == SaveEvery && o.mode == BillingMode::Spot) {
        const spot::Estimate e = spot::estimate(o);
        if (!e.finishes)
            return tr("never finishes");
        return std::isfinite(e.intervalHours) ? tr("%1 min").arg(number(e.intervalHours * 60.0, 1)) : tr("never");
    }
    if (column == Cards && o.isCpu())
        return QStringLiteral("—");
    if (!applies(o, column))
        return {};
    switch (column) {
    case Card:
        return CardCatalog::label(o.card);
    case Fabric:
        return fabricLabel(o.fabric);
    case Mode:
        return BillingModes::label(o.mode);
    case Refund:
        return BillingModes::refundLabel(o.refund);
    case Price: {
        // Every price carries its currency and period: "8,000 CNY / card / month", "18 CNY / card-hour".
        const QString amount = number(BillingModes::isPeriodic(o.mode) ? o.pricePerCardPeriod : o.pricePerCardHour)
            + (m_currency.isEmpty() ? QString() : u'\u00A0' + m_currency);
        if (o.isCpu()) { // a CPU machine is priced whole: per machine-hour or machine and period
            switch (o.mode) {
            case BillingMode::Weekly:
                return tr("%1 / machine / week").arg(amount);
            case BillingMode::Monthly:
                return tr("%1 / machine / month").arg(amount);
            case BillingMode::Yearly:
                return tr("%1 / machine / year").arg(amount);
            default:
                return tr("%1 / machine-hour").arg(amount);
            }
        }
        switch (o.mode) {
        case BillingMode::Weekly:
            return tr("%1 / card / week").arg(amount);
        case BillingMode::Monthly:
            return tr("%1 / card / month").arg(amount);
        case BillingMode::Yearly:
            return tr("%1 / card / year").arg(amount);
        default:
            return tr("%1 / card-hour").arg(amount);
        }
    }
    case RenewalPrice:
        return o.renewalPricePerCardPeriod ? number(*o.renewalPricePerCardPeriod) : tr("same");
    case IncrementHours:
        return o.billingIncrementHours > 0 ? tr("%1 h").arg(number(o.billingIncrementHours, 4)) : tr("billed exactly");
    default:
        return editValue(o, column).toString();
    }
}

QString OfferTableModel::spotDetail(const Offer& o) const
{
    const spot::Estimate e = spot::estimate(o);
    auto minutes = [](double hours) { return std::isfinite(hours) ? number(hours * 60.0, 1) : QStringLiteral("—"); };
    const QString wall = e.finishes ? number(e.wallPerComputeHour, 3) : QStringLiteral("—");
    return tr("Daly: %1 min; Young (first-order): %2 min; maximum-loss bound: %3 min. "
              "Each hour of work takes %4 h of wall time.")
        .arg(minutes(e.dalyIntervalHours), minutes(e.youngIntervalHours), minutes(e.maxLossIntervalHours), wall);
}

QVariant OfferTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Offer& o = m_plan->plan().offers.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(o, index.column());
    case Qt::EditRole:
        return editValue(o, index.column());
    case Qt::ToolTipRole:
        if ((index.column() == Price || index.column() == JobCost) && !billing::missingPrice(o).isEmpty())
            return tr("This offer has no price yet, so it is compared with nothing: type the price you were quoted "
                      "in the Price column (%1).")
                .arg(o.isCpu()
                        ? (BillingModes::isPeriodic(o.mode) ? tr("per machine and period") : tr("per machine-hour"))
                        : (BillingModes::isPeriodic(o.mode) ? tr("per card and period") : tr("per card-hour")));
        if (index.column() == SaveEvery && o.mode == BillingMode::Spot)
            return spotDetail(o);
        if (index.column() == Cards && o.isCpu())
            return tr("A CPU machine is rented whole: one machine per instance, no GPUs");
        return applies(o, index.column()) || index.column() == JobCost
            ? tr(kColumns[index.column()].tip)
            : tr("Does not apply to %1 offers").arg(BillingModes::label(o.mode));
    case IncompleteRole:
        return (index.column() == Price || index.column() == JobCost) && !billing::missingPrice(o).isEmpty();
    case Qt::TextAlignmentRole:
        return index.column() >= Cards && index.column() != Mode && index.column() != Refund
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant OfferTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return tr(kColumns[section].title);
    if (role == Qt::ToolTipRole)
        return tr(kColumns[section].tip);
    return {};
}

Qt::ItemFlags OfferTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Qt::ItemFlags base = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    return applies(m_plan->plan().offers.at(index.row()), index.column()) ? base | Qt::ItemIsEditable : base;
}

std::optional<Offer> OfferTableModel::edited(int row, int column, const QVariant& value)
{
    const Offer& before = m_plan->plan().offers.at(row);
    nlohmann::json object = offer_json::write(before);
    const QString text = value.toString().trimmed();
    const char* jsonKey = column == Price
        ? (BillingModes::isPeriodic(before.mode) ? "price_per_card_period" : "price_per_card_hour")
        : key(column);
    switch (column) {
    case Fabric:
        if (text.isEmpty())
            object.erase(jsonKey); // not stated
        else
            object[jsonKey] = text.toStdString();
        break;
    case Id:
    case Provider:
    case Card:
    case Mode:
    case Refund:
        object[jsonKey] = text.toStdString();
        break;
    default:
        if (text.isEmpty() && (column == RenewalPrice || column == MaxLossMinutes || column == FabricGbps)) {
            object.erase(jsonKey);
        } else if (const auto v = parseNumber(value)) {
            object[jsonKey] = *v;
            // A CPU machine's hourly price is "price_per_hour" in the file; the reader takes it first.
            if (column == Price && before.isCpu() && !BillingModes::isPeriodic(before.mode))
                object["price_per_hour"] = *v;
        } else {
            m_lastError = tr("%1: \"%2\" is not a number").arg(tr(kColumns[column].title), text);
            Q_EMIT editRejected(row, column, m_lastError);
            return std::nullopt;
        }
    }
    try {
        // The same reader as the plan file: the table accepts exactly what a file may hold.
        Offer after = offer_json::read(object, {});
        const qsizetype other = m_plan->plan().indexOfOffer(after.id);
        if (other >= 0 && other != row)
            json_input::fail(QStringLiteral("id"), tr("\"%1\" is used by another offer").arg(after.id));
        // The file's own object stays the source (write() overlays the known keys on it),
        // so an Enter on an unchanged cell compares equal and adds no undo step.
        after.source = before.source;
        m_lastError.clear();
        return after;
    } catch (const InputException& e) {
        // People read the column's heading, not the file's key ("Price", not price_per_card_hour).
        QString field = e.error().where;
        for (const ColumnInfo& info : kColumns) {
            if (field == QLatin1String(info.key) && *info.key)
                field = tr(info.title);
        }
        if (field == u"price_per_card_hour" || field == u"price_per_card_period" || field == u"price_per_hour")
            field = tr(kColumns[Price].title);
        m_lastError = field + QStringLiteral(": ") + e.error().message;
        Q_EMIT editRejected(row, column, m_lastError);
        return std::nullopt;
    }
}

bool OfferTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() == JobCost)
        return false;
    const std::optional<Offer> after = edited(index.row(), index.column(), value);
    if (!after)
        return false;
    if (*after == m_plan->plan().offers.at(index.row()))
        return true;
    if (m_editHandler)
        m_editHandler(index.row(), *after, index.column());
    else
        m_plan->setOffer(index.row(), *after);
    return true;
}

QString OfferTableModel::fabricLabel(const QString& fabric)
{
    if (fabric == u"infiniband")
        return tr("InfiniBand");
    if (fabric == u"roce")
        return tr("RoCE");
    if (fabric == u"ethernet")
        return tr("Ethernet");
    if (fabric == u"none")
        return tr("None (separate machines)");
    return tr("Not stated");
}

double OfferTableModel::jobCost(int row) const
{
    return m_jobCosts.value(row, std::numeric_limits<double>::quiet_NaN());
}

} // namespace rp
