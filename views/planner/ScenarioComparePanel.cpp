#include "views/planner/ScenarioComparePanel.h"

#include "models/cost/Money.h"
#include "models/planner/ProjectRecommendation.h"
#include "models/planner/ScenarioComparison.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rp {

ScenarioComparePanel::ScenarioComparePanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("scenarioComparePanel"));
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_a = new QComboBox(this);
    m_a->setObjectName(QStringLiteral("compareFirst"));
    m_b = new QComboBox(this);
    m_b->setObjectName(QStringLiteral("compareSecond"));
    m_a->setFocusPolicy(Qt::StrongFocus);
    m_b->setFocusPolicy(Qt::StrongFocus);
    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto* choices = new QHBoxLayout;
    choices->addWidget(m_a, 1);
    choices->addWidget(new QLabel(QStringLiteral("↔"), this));
    choices->addWidget(m_b, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addLayout(choices);
    layout->addWidget(m_table, 1);
    connect(m_a, &QComboBox::currentIndexChanged, this, &ScenarioComparePanel::compare);
    connect(m_b, &QComboBox::currentIndexChanged, this, &ScenarioComparePanel::compare);
    retranslate();
}

void ScenarioComparePanel::setPlan(const Plan& plan)
{
    m_plan = plan;
    fillChoices();
    compare();
}

void ScenarioComparePanel::fillChoices()
{
    // Keep the user's choices across edits when they still exist.
    const QString a = m_a->currentData().toString();
    const QString b = m_b->currentData().toString();
    const bool hadB = m_b->count() > 0;
    const QSignalBlocker blockA(m_a);
    const QSignalBlocker blockB(m_b);
    m_a->clear();
    m_b->clear();
    for (QComboBox* combo : { m_a, m_b }) {
        combo->addItem(tr("The plan"), QString());
        for (const Scenario& s : m_plan.scenarios)
            combo->addItem(tr("Scenario \"%1\"").arg(s.name), s.name);
    }
    m_a->setCurrentIndex(std::max(0, m_a->findData(a)));
    // The second side keeps the user's choice, unless it is the first side's (nothing to compare,
    // as when a plan with scenarios replaces one without): then the first other choice.
    int second = hadB ? m_b->findData(b) : -1;
    if (second < 0 || (second == m_a->currentIndex() && m_b->count() > 1))
        second = m_a->currentIndex() == 0 ? std::min(1, m_b->count() - 1) : 0;
    m_b->setCurrentIndex(second);
}

void ScenarioComparePanel::compare()
{
    if (m_plan.scenarios.isEmpty()) {
        m_title->setText(tr("No scenarios yet: use \"Duplicate as scenario\" to make a variant of the plan, edit it, "
                            "and compare it here."));
        m_table->setRowCount(0);
        return;
    }
    m_title->setText(tr("What changes from the first to the second:"));
    const ScenarioComparison c
        = ScenarioComparison::compare(m_plan, m_a->currentData().toString(), m_b->currentData().toString());
    const QString currency = m_plan.currency;
    auto money = [&](std::optional<double> v) { return v ? money::format(*v, currency) : tr("(not in it)"); };
    auto delta
        = [&](double v) -> QString { return (v > 0 ? QStringLiteral("+") : QString()) + money::format(v, currency); };
    QList<QStringList> rows;
    rows.append({ ProjectRecommendation::strategyLabel(QStringLiteral("rent")), money(c.a.rent.cost),
        money(c.b.rent.cost), delta(c.b.rent.cost - c.a.rent.cost) });
    if (c.a.buy.available) {
        rows.append({ ProjectRecommendation::strategyLabel(QStringLiteral("buy")), money(c.a.buy.costDedicated),
            money(c.b.buy.costDedicated), delta(c.b.buy.costDedicated - c.a.buy.costDedicated) });
        rows.append({ ProjectRecommendation::strategyLabel(QStringLiteral("hybrid")), money(c.a.hybrid.cost),
            money(c.b.hybrid.cost), delta(c.b.hybrid.cost - c.a.hybrid.cost) });
    }
    const QLocale locale;
    // A change shows its sign, as the money changes do: "+1.1", "−2".
    auto signedNumber = [&](double v, int decimals) -> QString {
        return (v > 0 ? QStringLiteral("+") : QString()) + locale.toString(v, 'f', decimals);
    };
    rows.append({ tr("Peak cards"), locale.toString(c.a.peakCards), locale.toString(c.b.peakCards),
        signedNumber(c.b.peakCards - c.a.peakCards, 0) });
    rows.append({ tr("Calendar days"), locale.toString(c.a.calendarDays, 'f', 1),
        locale.toString(c.b.calendarDays, 'f', 1), signedNumber(c.b.calendarDays - c.a.calendarDays, 1) });
    const int totals = int(rows.size());
    for (const PhaseDelta& d : c.phases)
        rows.append({ tr("Phase: %1").arg(d.name), money(d.costA), money(d.costB), delta(d.costDelta()) });
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        for (int col = 0; col < 4; ++col) {
            auto* item = new QTableWidgetItem(rows.at(r).at(col));
            if (col > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (r < totals) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            m_table->setItem(r, col, item);
        }
    }
}

void ScenarioComparePanel::retranslate()
{
    m_table->setHorizontalHeaderLabels({ tr("Measure"), tr("First"), tr("Second"), tr("Change") });
    fillChoices();
    compare();
}

void ScenarioComparePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rp
