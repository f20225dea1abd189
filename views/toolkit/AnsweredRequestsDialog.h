#pragma once

#include "models/procurement/RfqAward.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace rp {

// Vendors' answered requests for quotation, compared: each line of the bill of quantities with its
// answers cheapest first (the awarded one marked, the ones that cannot serve with their reason),
// then the award in words. Accepting it means "add the awarded quotes to the plan".
class AnsweredRequestsDialog : public QDialog {
    Q_OBJECT

public:
    AnsweredRequestsDialog(const QList<BillLine>& lines, const RfqAnswers& answers, const RfqAward& award,
        const QString& currency, QWidget* parent = nullptr);

private:
    QTreeWidget* m_tree;
    QLabel* m_summary;
    QPushButton* m_add;
};

} // namespace rp
