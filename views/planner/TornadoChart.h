#pragma once

#include "models/plan/Plan.h"
#include "models/planner/Simulation.h"

#include <QChartView>

class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QValueAxis;

namespace rp {

// What moves the recommended strategy's cost most: one bar per uncertain input, from its cost
// with the input at its low end to the cost at its high end (the others at their mode), around
// the cost with every input at its mode. Largest swing on top, at most kMaxBars, names elided
// to fit beside the bars (whole in the tool tip).
class TornadoChart : public QChartView {
    Q_OBJECT

public:
    static constexpr int kMaxBars = 8;

    explicit TornadoChart(QWidget* parent = nullptr);
    void setResult(const simulation::SimulationResult& result, const Plan& plan);
    void clear();
    void retranslate();

    // The inputs' names as the bars are labelled (whole), largest swing first.
    QStringList names() const { return m_names; }
    // As shown beside the bars, elided to fit.
    QStringList labels() const;
    int barCount() const { return int(m_bars.size()); }
    QLineSeries* baseLine() const { return m_baseLine; }

private:
    void fitLabels();
    void resizeEvent(QResizeEvent* event) override;

    QString m_currency;
    double m_base = 0;
    int m_totalBars = 0;
    QList<simulation::TornadoBar> m_bars;
    QStringList m_names;
    QBarCategoryAxis* m_y;
    QValueAxis* m_x;
    QLineSeries* m_baseLine = nullptr;
};

} // namespace rp
