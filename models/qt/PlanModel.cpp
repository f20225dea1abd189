#include "qt/PlanModel.h"

namespace rp {

PlanModel::PlanModel(QObject* parent)
    : QObject(parent)
{
}

void PlanModel::setPlan(Plan plan)
{
    Q_EMIT aboutToReset();
    m_plan = std::move(plan);
    Q_EMIT reset();
    Q_EMIT changed();
}

void PlanModel::setOffer(int row, const Offer& offer)
{
    Q_ASSERT(row >= 0 && row < m_plan.offers.size());
    m_plan.offers[row] = offer;
    Q_EMIT offerChanged(row);
    Q_EMIT changed();
}

void PlanModel::insertOffers(int row, const QList<Offer>& offers)
{
    if (offers.isEmpty())
        return;
    Q_EMIT offersAboutToBeInserted(row, int(offers.size()));
    for (qsizetype i = 0; i < offers.size(); ++i)
        m_plan.offers.insert(row + i, offers.at(i));
    Q_EMIT offersInserted();
    Q_EMIT changed();
}

void PlanModel::removeOffers(int row, int count)
{
    if (count <= 0)
        return;
    Q_EMIT offersAboutToBeRemoved(row, count);
    m_plan.offers.remove(row, count);
    Q_EMIT offersRemoved();
    Q_EMIT changed();
}

void PlanModel::setSelfBuild(const std::optional<SelfBuild>& selfBuild)
{
    m_plan.selfBuild = selfBuild;
    Q_EMIT selfBuildChanged();
    Q_EMIT changed();
}

void PlanModel::setCurrency(const QString& currency)
{
    m_plan.currency = currency;
    Q_EMIT currencyChanged();
    Q_EMIT changed();
}

QString PlanModel::uniqueOfferId(const QString& base) const
{
    return m_plan.uniqueOfferId(base);
}

} // namespace rp
