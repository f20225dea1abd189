#pragma once

#include <QList>

namespace rp {

// Cards in use over time, for a sweep that books phases one after another and asks how many cards
// earlier ones hold during a later one: a segment tree over the instants phases start or end, with
// range add and range maximum in O(log n) each (a long plan stays n log n, not n²).
class CardUsage {
public:
    // `instants`: every time a booking may start or end.
    explicit CardUsage(QList<double> instants);
    // `cards` more in use over [fromHours, toHours).
    void add(double fromHours, double toHours, int cards);
    // The most cards in use at any time in [fromHours, toHours); 0 for an empty range.
    int most(double fromHours, double toHours) const;

private:
    qsizetype index(double hours) const;
    void add(qsizetype node, qsizetype lo, qsizetype hi, qsizetype from, qsizetype to, int cards);
    int most(qsizetype node, qsizetype lo, qsizetype hi, qsizetype from, qsizetype to) const;

    QList<double> m_instants; // sorted, unique
    QList<int> m_most; // per node: the most in use below it, its own additions included
    QList<int> m_added; // per node: cards added over the node's whole range
};

} // namespace rp
