#include "models/planner/CardUsage.h"

#include <algorithm>

namespace rp {

CardUsage::CardUsage(QList<double> instants)
    : m_instants(std::move(instants))
{
    std::sort(m_instants.begin(), m_instants.end());
    m_instants.erase(std::unique(m_instants.begin(), m_instants.end()), m_instants.end());
    // Elementary intervals [instant k, instant k + 1): one leaf each.
    const qsizetype leaves = std::max<qsizetype>(1, m_instants.size() - 1);
    m_most.fill(0, 4 * leaves);
    m_added.fill(0, 4 * leaves);
}

qsizetype CardUsage::index(double hours) const
{
    return std::lower_bound(m_instants.cbegin(), m_instants.cend(), hours) - m_instants.cbegin();
}

void CardUsage::add(double fromHours, double toHours, int cards)
{
    const qsizetype from = index(fromHours);
    const qsizetype to = index(toHours);
    if (from < to)
        add(1, 0, std::max<qsizetype>(1, m_instants.size() - 1), from, to, cards);
}

int CardUsage::most(double fromHours, double toHours) const
{
    const qsizetype from = index(fromHours);
    const qsizetype to = index(toHours);
    return from < to ? most(1, 0, std::max<qsizetype>(1, m_instants.size() - 1), from, to) : 0;
}

void CardUsage::add(qsizetype node, qsizetype lo, qsizetype hi, qsizetype from, qsizetype to, int cards)
{
    if (to <= lo || hi <= from)
        return;
    if (from <= lo && hi <= to) {
        m_added[node] += cards;
        m_most[node] += cards;
        return;
    }
    const qsizetype mid = (lo + hi) / 2;
    add(2 * node, lo, mid, from, to, cards);
    add(2 * node + 1, mid, hi, from, to, cards);
    m_most[node] = m_added.at(node) + std::max(m_most.at(2 * node), m_most.at(2 * node + 1));
}

int CardUsage::most(qsizetype node, qsizetype lo, qsizetype hi, qsizetype from, qsizetype to) const
{
    if (to <= lo || hi <= from)
        return 0;
    if (from <= lo && hi <= to)
        return m_most.at(node);
    const qsizetype mid = (lo + hi) / 2;
    return m_added.at(node) + std::max(most(2 * node, lo, mid, from, to), most(2 * node + 1, mid, hi, from, to));
}

} // namespace rp
