#pragma once

#include "models/catalog/CardFit.h"

#include <QAbstractTableModel>

namespace rp {

// The card table of the estimator: one row per catalog card, in the order the
// engine ranks them (fitting cards first). Text only; colours belong to views.
class CardFitTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    // Other settings sit next to "fits as set": the cheaper levers to try before renting more cards, or,
    // where the card fits with gradient checkpointing, that it also fits without it (faster).
    enum Column {
        CardColumn,
        MemoryColumn,
        FitsColumn,
        AlternativesColumn,
        MinCardsColumn,
        SplitColumn,
        HeadroomColumn,
        WarningsColumn,
        ColumnCount
    };
    static constexpr int FitsRole = Qt::UserRole + 1; // bool, for views that colour rows
    static constexpr int CardIdRole = Qt::UserRole + 2;

    explicit CardFitTableModel(QObject* parent = nullptr);

    void setFits(const QList<CardFit>& fits, bool training);
    const QList<CardFit>& fits() const { return m_fits; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<CardFit> m_fits;
    bool m_training = false;
};

} // namespace rp
