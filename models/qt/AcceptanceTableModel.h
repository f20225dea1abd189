#pragma once

#include "models/accept/AcceptanceReport.h"

#include <QAbstractTableModel>

namespace rp {

// The acceptance report as rows: one per machine and item, then the all-machines items.
class AcceptanceTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Machine, Item, Result, Found, Expected, Line, ColumnCount };
    static constexpr int VerdictRole = Qt::UserRole + 1; // "pass", "fail", "cannot_tell"

    explicit AcceptanceTableModel(QObject* parent = nullptr);

    void setReport(const accept::AcceptanceReport& report);
    void clear();
    const accept::ItemResult* itemAt(int row) const;
    // Emits headerDataChanged so the header follows a language switch.
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString machine;
        accept::ItemResult item;
    };
    QList<Row> m_rows;
};

} // namespace rp
