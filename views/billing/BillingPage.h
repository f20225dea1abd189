#pragma once

#include "cost/Job.h"

#include "ledger/PlanJobDraft.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QTabWidget;
class QTableView;

namespace rp {

class CostCurveChart;
class JobBar;
class OfferDetailsPanel;
class OfferTableModel;
class PlanController;
class SelfBuildForm;
class UtilizationChart;

// The Billing tab: the plan's offers and self-build figures, the job to price,
// both cost charts and a one-line recommendation, all recomputed by the engine
// on every edit. Edits go through the controller's undo stack.
class BillingPage : public QWidget {
    Q_OBJECT

public:
    explicit BillingPage(PlanController* controller, QWidget* parent = nullptr);

    Job job() const;
    QString recommendation() const;
    CostCurveChart* costChart() const { return m_costChart; }
    UtilizationChart* utilizationChart() const { return m_utilizationChart; }
    OfferTableModel* offerModel() const { return m_offerModel; }

    // Asks for a CSV quote sheet and adds its offers (one undo step). False on cancel or error.
    bool importOffers();
    // Adds the offers of the quote sheet at `path` (one undo step); false with a message on error.
    bool importOffersFrom(const QString& path);
    // Adds an on-demand offer at a price learnt from the ledger (one undo step) and selects it.
    // A price in another currency than the plan's is refused with a message: RentPlan never converts.
    void addOfferFromLedger(const QString& card, double pricePerCardHour, const QString& currency = {});

Q_SIGNALS:
    // "Record as job…": the selected offer and the current job, to pre-fill a ledger entry.
    void recordAsJobRequested(const PlanJobDraft& draft);

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildJobBar();
    QWidget* buildOfferPanel();
    void retranslate();
    void refresh();
    void fitSelfBuildWidth();
    int currentRow() const;
    void updateButtons();
    void chooseColumns(const QPoint& at);
    QString offersTitle() const;
    void addOffer();
    void duplicateOffer();
    void deleteOffer();
    void recordAsJob();

    PlanController* m_controller;
    OfferTableModel* m_offerModel;
    QLabel* m_currencyLabel = nullptr;
    QLineEdit* m_currency = nullptr;
    JobBar* m_jobBar = nullptr;
    QLabel* m_recommendation = nullptr;
    QLabel* m_offersTitle = nullptr;
    QLabel* m_offersEmpty = nullptr;
    QTableView* m_table = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_delete = nullptr;
    QPushButton* m_import = nullptr;
    QPushButton* m_record = nullptr;
    QLabel* m_error = nullptr;
    SelfBuildForm* m_selfBuild = nullptr;
    QScrollArea* m_selfBuildScroll = nullptr;
    OfferDetailsPanel* m_details = nullptr;
    QTabWidget* m_sidePanels = nullptr;
    QString m_selfBuildCurrency; // the currency the self-build form was last sized for
    CostCurveChart* m_costChart = nullptr;
    UtilizationChart* m_utilizationChart = nullptr;
};

} // namespace rp
