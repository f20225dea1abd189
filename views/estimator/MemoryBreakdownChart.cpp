#include "views/estimator/MemoryBreakdownChart.h"

#include "models/common/Units.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLocale>
#include <QValueAxis>

namespace rp {

namespace {

// Fixed colours so a part keeps its colour whatever else is shown.
const QList<QColor> kPartColours = { QColor(0x3b, 0x6e, 0xa5), QColor(0xe0, 0x8e, 0x2b), QColor(0xc0, 0x4b, 0x4b),
    QColor(0x5a, 0xa0, 0x5a), QColor(0x8c, 0x6b, 0xb1), QColor(0x2a, 0xa1, 0x98), QColor(0xb5, 0x8e, 0x5d),
    QColor(0xc8, 0xc8, 0xc8), QColor(0x9a, 0x9a, 0x9a) };

QList<std::int64_t> parts(const MemoryBreakdown& b)
{
    return { b.weights, b.gradients, b.optimizer, b.activations, b.kvCache, b.adapters, b.zero3Gather,
        b.allocatorReserve, b.overhead };
}

double gib(std::int64_t bytes)
{
    return double(bytes) / double(units::kGiB);
}

} // namespace

MemoryBreakdownChart::MemoryBreakdownChart(QWidget* parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("memoryChart"));
    setRenderHint(QPainter::Antialiasing);
    auto* chart = new QChart();
    chart->setAnimationOptions(QChart::NoAnimation);
    // One entry per line beside the bars: a training breakdown has up to nine parts, and in one
    // row under the chart Qt elided "ZeRO-3 gather" and "CUDA context / overhead" at 1366 pixels.
    chart->legend()->setAlignment(Qt::AlignRight);
    m_series = new QHorizontalStackedBarSeries(chart);
    for (int i = 0; i < kPartColours.size(); ++i) {
        auto* set = new QBarSet(QString(), m_series);
        set->setColor(kPartColours.at(i));
        set->setBorderColor(kPartColours.at(i));
        set->append({ 0.0, 0.0 });
        m_parts.append(set);
        m_series->append(set);
    }
    m_card = new QBarSet(QString(), m_series);
    m_card->setColor(QColor(0x44, 0x44, 0x44));
    m_card->append({ 0.0, 0.0 });
    m_series->append(m_card);
    m_series->setBarWidth(0.6);
    chart->addSeries(m_series);

    m_categories = new QBarCategoryAxis(chart);
    m_categories->append({ QStringLiteral("gpu"), QStringLiteral("card") });
    m_values = new QValueAxis(chart);
    m_values->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_categories, Qt::AlignLeft);
    chart->addAxis(m_values, Qt::AlignBottom);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_values);
    setChart(chart);
    setMinimumHeight(220);
    retranslateUi();
}

void MemoryBreakdownChart::clear()
{
    setBreakdown({}, {}, 0);
    m_empty = true;
    setEnabled(false);
    // No axis of zeros, no legend of nothing: the empty frame and its title say there is no estimate.
    m_values->setVisible(false);
    m_categories->setVisible(false);
    chart()->legend()->setVisible(false);
    retranslateUi();
}

void MemoryBreakdownChart::setBreakdown(
    const MemoryBreakdown& breakdown, const QString& cardName, std::int64_t cardBytes)
{
    m_empty = false;
    setEnabled(true);
    m_values->setVisible(true);
    m_categories->setVisible(true);
    chart()->legend()->setVisible(true);
    m_breakdown = breakdown;
    m_cardName = cardName;
    m_cardBytes = cardBytes;
    const QList<std::int64_t> values = parts(breakdown);
    for (int i = 0; i < m_parts.size(); ++i) {
        m_parts.at(i)->replace(0, gib(values.at(i)));
        // A legend entry for an empty part is noise.
        const auto markers = chart()->legend()->markers(m_series);
        if (i < markers.size())
            markers.at(i)->setVisible(values.at(i) > 0);
    }
    m_card->replace(1, gib(cardBytes));
    const double top = std::max(gib(breakdown.total()), gib(cardBytes));
    m_values->setRange(0, top > 0 ? top * 1.08 : 1.0);
    m_values->applyNiceNumbers();
    retranslateUi();
}

QMap<QString, double> MemoryBreakdownChart::shownGiB() const
{
    QMap<QString, double> shown;
    for (QBarSet* set : m_parts)
        shown.insert(set->label(), set->at(0));
    shown.insert(m_card->label(), m_card->at(1));
    return shown;
}

void MemoryBreakdownChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QChartView::changeEvent(event);
}

void MemoryBreakdownChart::retranslateUi()
{
    const QStringList labels = { tr("Weights"), tr("Gradients"), tr("Optimizer states"), tr("Activations"),
        tr("KV cache"), tr("LoRA adapters"), tr("Sharding and offload buffers"), tr("Allocator reserve"),
        tr("CUDA context / overhead") };
    for (int i = 0; i < m_parts.size(); ++i)
        m_parts.at(i)->setLabel(labels.at(i));
    m_card->setLabel(tr("Card memory"));
    const QLocale locale;
    m_categories->replace(m_categories->at(0),
        m_empty ? tr("Per GPU: —")
                : tr("Per GPU: %1").arg(locale.formattedDataSize(m_breakdown.total(), 1, QLocale::DataSizeIecFormat)));
    m_categories->replace(m_categories->at(1), m_cardName.isEmpty() ? tr("Card") : m_cardName);
    m_values->setTitleText(tr("GiB"));
    chart()->setTitle(
        m_empty ? tr("Memory on one GPU: no estimate while the input is not valid") : tr("Memory on one GPU"));
}

} // namespace rp
