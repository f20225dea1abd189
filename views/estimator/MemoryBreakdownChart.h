#pragma once

#include "models/memory/MemoryEstimate.h"

#include <QChartView>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace rp {

// A stacked bar of what one GPU holds, next to a bar of the chosen card's memory.
class MemoryBreakdownChart : public QChartView {
    Q_OBJECT

public:
    explicit MemoryBreakdownChart(QWidget* parent = nullptr);

    void setBreakdown(const MemoryBreakdown& breakdown, const QString& cardName, std::int64_t cardBytes);
    // No estimate (the input is not valid): no bars, not even the card's, greyed, and the title says so.
    void clear();
    bool isEmpty() const { return m_empty; }
    // The values shown, in GiB, per part (for tests): set label -> value on the "per GPU" bar.
    QMap<QString, double> shownGiB() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QHorizontalStackedBarSeries* m_series = nullptr;
    QList<QBarSet*> m_parts; // one per MemoryBreakdown field, in order
    QBarSet* m_card = nullptr;
    QBarCategoryAxis* m_categories = nullptr;
    QValueAxis* m_values = nullptr;
    MemoryBreakdown m_breakdown;
    QString m_cardName;
    std::int64_t m_cardBytes = 0;
    bool m_empty = false;
};

} // namespace rp
