#pragma once

#include "models/cost/Job.h"

#include "models/ledger/PlanJobDraft.h"
#include "models/planner/PhaseBilling.h"
#include "models/qt/FinishOfferTableModel.h"

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
struct JobChoice;

// The Billing tab: the plan's offers and self-build figures, the job to price,
// both cost charts and a one-line recommendation, all recomputed by the engine
// on every edit. Edits go through the controller's undo stack.
class BillingPage : public QWidget {
    Q_OBJECT

public:
    explicit BillingPage(PlanController* controller, QWidget* parent = nullptr);

    // The typed job, or while a phase is the job, that phase on its own card.
    Job job() const;
    // Where the job comes from: typed, or a phase of the plan or of a scenario. A plan that has
    // phases opens on its peak phase (the most cards; ties: the longest).
    JobSource jobSource() const { return m_source; }
    // Takes a phase as the job (a source not in the plan, or a phase without a GPU, is ignored).
    void setJobSource(const JobSource& source);
    QString recommendation() const;
    // The line under the recommendation: how the job's hours were found, and what cannot run it.
    QString jobNote() const;
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
    QList<JobChoice> jobChoices() const;
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
    FinishOfferTableModel* m_offerModel;
    JobSource m_source;
    QLabel* m_currencyLabel = nullptr;
    QLineEdit* m_currency = nullptr;
    JobBar* m_jobBar = nullptr;
    QLabel* m_recommendation = nullptr;
    QLabel* m_jobNote = nullptr;
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
