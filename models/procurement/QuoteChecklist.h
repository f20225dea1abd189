#pragma once

#include "models/catalog/Card.h"
#include "models/procurement/MachineNeed.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace rp {

// One line of the quote checklist: what to ask the provider, with the value
// this plan needs and why (docs/quotes.md, "Quote rules").
struct ChecklistItem {
    QString key; // stable: "form_factor", "nvlink", ...
    QString topic;
    QString requirement; // this plan's value
    QString reason;
};

class QuoteChecklist {
    Q_DECLARE_TR_FUNCTIONS(QuoteChecklist)

public:
    static QList<ChecklistItem> build(const MachineNeed& need, const Card& card, const QString& currency);
};

} // namespace rp
