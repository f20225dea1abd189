#pragma once

#include "models/planner/ProjectResult.h"

#include <QChartView>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace rp {

// Cards in use over calendar days, stacked by phase, with the owned capacity of the buy
// strategy and the hybrid baseline as dashed lines. Hovering a band names its phase, card,
// count, hours and cost. Draws the engine's timeline; computes nothing.
class TimelineChart : public QChartView {
    Q_OBJECT

public:
    explicit TimelineChart(QWidget* parent = nullptr);

    void setResult(const ProjectResult& result, const QString& currency);
    QList<QAreaSeries*> phaseSeries() const { return m_bands; }
    QLineSeries* ownedLine() const { return m_owned; }
    QLineSeries* baselineLine() const { return m_baseline; }
    // The text shown for a hovered phase (for tests and the tool tip).
    QString hoverText(int phase) const;
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    QValueAxis* m_x;
    QValueAxis* m_y;
    QList<QAreaSeries*> m_bands;
    QLineSeries* m_owned = nullptr;
    QLineSeries* m_baseline = nullptr;
    ProjectResult m_result;
    QString m_currency;
};

} // namespace rp
