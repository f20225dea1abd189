#pragma once

#include "models/planner/Simulation.h"

#include <QChartView>
#include <QColor>

#include <optional>

class QAbstractAxis;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace rp {

// The simulated futures of each strategy as a cumulative distribution: how many of them (%) end at
// or below each cost (or calendar length), the P50 and P90 marked, and a limit (the budget or the
// deadline) as a dashed line. The strategies' colours are strategyColor(); the Confidence tab lists
// them once beside both charts, so the chart's own legend stays hidden.
class DistributionChart : public QChartView {
    Q_OBJECT

public:
    enum class Measure { Cost, Days };
    // Points drawn per strategy at most (thinned from every future).
    static constexpr int kMaxPoints = 500;

    explicit DistributionChart(Measure measure, QWidget* parent = nullptr);
    // `limit`: the project's budget (Cost) or the days until the end of its deadline (Days).
    void setResult(const simulation::SimulationResult& result, const QString& currency, std::optional<double> limit);
    void clear();
    void retranslate();

    static QColor strategyColor(simulation::Strategy strategy);
    static QColor limitColor();
    // A value as the chart's tool tips and marks write it: money, or "12.5 d".
    QString format(double value) const;

    QList<QLineSeries*> curves() const { return m_curves; }
    QScatterSeries* marks() const { return m_marks; }
    QLineSeries* limitLine() const { return m_limitLine; }
    bool logarithmic() const { return m_log; }

private:
    struct Mark {
        QPointF point;
        QString text;
    };
    void useAxis(bool logarithmic);

    Measure m_measure;
    QString m_currency;
    std::optional<double> m_limit;
    bool m_log = false;
    QValueAxis* m_linearX;
    QLogValueAxis* m_logX;
    QValueAxis* m_y;
    QList<QLineSeries*> m_curves;
    QScatterSeries* m_marks = nullptr;
    QLineSeries* m_limitLine = nullptr;
    QList<Mark> m_markTexts;
};

} // namespace rp
