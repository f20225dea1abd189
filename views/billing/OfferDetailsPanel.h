#pragma once

#include <QWidget>

class QComboBox;
class QDataWidgetMapper;
class QFormLayout;
class QLabel;

namespace rp {

class OfferTableModel;

// The terms of the selected offer that the offers table leaves out (so that it fits 1366×768, the
// table keeps provider, card, cards, billing, price and job cost). Edits go through
// the same model and delegate as the table's cells, so they are checked and undone alike.
class OfferDetailsPanel : public QWidget {
    Q_OBJECT

public:
    OfferDetailsPanel(OfferTableModel* model, QWidget* parent = nullptr);

    // The columns the panel shows (and the table hides by default).
    static QList<int> columns();
    // Shows the offer in `row` (-1: none selected).
    void setRow(int row);
    void retranslate();
    // The plan's currency, named in the labels of the money fields.
    void setCurrency(const QString& currency);

private:
    void updateApplicable();

    OfferTableModel* m_model;
    QDataWidgetMapper* m_mapper;
    QFormLayout* m_form;
    QLabel* m_title;
    QLabel* m_empty;
    QList<QWidget*> m_fields;
    QList<QLabel*> m_labels;
    QLabel* m_saveEvery;
    QComboBox* m_refund = nullptr;
    QComboBox* m_fabric = nullptr;
    QString m_currency;
};

} // namespace rp
