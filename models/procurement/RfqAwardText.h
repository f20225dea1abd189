#pragma once

#include "models/procurement/RfqAward.h"

#include <QCoreApplication>
#include <QStringList>

namespace rp {

// The award said in words, the same in `rentplan quotes --sheet` and the window's answered-requests
// dialog.
class RfqAwardText {
    Q_DECLARE_TR_FUNCTIONS(RfqAwardText)

public:
    // "Cheapest complete award, split: Alpha (line 1); Beta (line 2), 6,866.00 CNY in all." and, for a
    // split, what the cheapest single vendor costs and what the split saves; or which lines no answer
    // serves.
    static QStringList summary(const RfqAward& award, const RfqAnswers& answers, const QString& currency);
    // "5 answered lines read; 2 lines left unanswered."
    static QString counts(const RfqAnswers& answers);
    static QString card(const RfqAnswer& answer); // the catalog name, or "CPU machine"
    static QString machines(const RfqAnswer& answer); // "1 × 8 cards", "1 machine"
    // "Line 3 (Training run): 1 × 8 A100 80GB SXM, 76 h"
    static QString line(const BillLine& line);
};

} // namespace rp
